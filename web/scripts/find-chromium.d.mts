export function findChromium(): string | undefined;
export function chromiumPath(): string;
