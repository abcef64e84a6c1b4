// The sections under the figure, redrawn when the settings change: the permutation's formula, the
// dot products and the RoPE scores with their verdicts, the frequencies of both exponents and the
// notices. Their HTML is layouts-texts.ts's; this module puts it in place.
import { part } from '../../dom.js';
import { renderTex } from '../../tex.js';
import { lowestTex, permutationTex, ropeTex } from './formulas.js';
import type { Rosetta } from './layouts-model.js';
import {
  dotsTableHtml,
  dotsVerdictHtml,
  frequencyTableHtml,
  noticeItems,
  ropeVerdictHtml,
  scoresTableHtml,
} from './layouts-texts.js';

export interface LayoutsSections {
  show(current: Rosetta): void;
}

export function createLayoutsSections(panel: HTMLElement): LayoutsSections {
  const html = (selector: string, text: string): void => {
    part<HTMLElement>(panel, selector).innerHTML = text;
  };
  const tex = (selector: string, text: string): void => renderTex(part<HTMLElement>(panel, selector), text, true);
  return {
    show(current) {
      const { d, base, theta } = current;
      const lowest = Math.ceil(d / 2) - 1;
      tex('#layouts-perm-tex', permutationTex(current.p));
      html('#layouts-dots', dotsTableHtml(current));
      html('#layouts-dots-verdict', dotsVerdictHtml(current));
      html('#layouts-scores', scoresTableHtml(current));
      tex('#layouts-rope-tex', ropeTex(d, theta, current.ropeLargest));
      html('#layouts-rope-verdict', ropeVerdictHtml(current));
      html('#layouts-frequencies', frequencyTableHtml(current));
      tex('#layouts-lowest-tex', lowestTex(d, base, current.omegasPaper[lowest]!, current.omegasT2t[lowest]!));
      html(
        '#layouts-notice',
        noticeItems(current)
          .map((item) => `<li>${item}</li>`)
          .join(''),
      );
    },
  };
}
