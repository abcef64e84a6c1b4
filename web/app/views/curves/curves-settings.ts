// The settings only the curves view keeps (ViewDefinition.settings names them with the shared ones): its
// hash keys, <pe-explorer> attributes, defaults and what each allows. A leaf of the state layer
// (.dependency-cruiser.cjs): state/view-settings.generated.ts gathers every view's into SETTINGS.
import { integer, type Setting } from '../../state/setting-kinds.js';
import { LIMITS } from '../../state/limits.js';

export const OWN_SETTINGS = {
  /** Dimensions drawn by the per-dimension curves (The Annotated Transformer shows 4–7). */
  dims: {
    param: 'dims',
    attribute: 'dims',
    initial: [4, 5, 6, 7],
    parse(text) {
      const dims = text.split(',').map((d) => integer(d, 0, LIMITS.dModel.max - 1));
      return dims.length > 0 && dims.length <= 8 && dims.every((d) => d !== undefined) ? (dims as number[]) : undefined;
    },
    format: (dims) => dims.join(','),
    allowed: `1 to 8 comma-separated dimensions from 0 to ${LIMITS.dModel.max - 1}`,
  } satisfies Setting<number[]>,
} as const;
