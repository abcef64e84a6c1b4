// The model map's preset groups, in the picker's order, and what one preset holds (the presets
// themselves: model-map-presets.ts and the files it gathers).
/** The presets' groups, in the order the picker shows them. */
export const MAP_GROUPS = [
  ['dense', 'Dense: every layer the same'],
  ['local-global', 'Local and global layers'],
  ['nope', 'NoPE layers'],
  ['hybrid', 'Hybrid: layers without positions'],
  ['mla', 'Latent attention (MLA)'],
  ['multimodal', 'Multimodal'],
] as const;

export type MapGroup = (typeof MAP_GROUPS)[number][0];

export interface MapModel {
  key: string;
  /** The button's words. */
  label: string;
  /** Its group among the presets: what its layers do with positions. */
  group: MapGroup;
  /** Where the values come from. */
  source: string;
  config: Record<string, unknown>;
  /** max_position_embeddings, and where it comes from when the file does not say it. */
  maxPositions: number;
  maxPositionsNote?: string;
}
