// "Is the sinusoid relative?": the three lines of the slide (figures/line-plot) over i, with the
// model's domains and ticks; the box takes the frame's height so the section does not jump.
import { part } from '../../dom.js';
import { LinePlot, plotFrame, type LineSeries } from '../../figures/line-plot.js';
import { slideScale, type LabResult } from './attention-model.js';

/** The line plot's frame in `width` px. */
const slideFrame = (width: number) =>
  plotFrame(width, { aspect: 0.38, minHeight: 170, maxHeight: 260, rightMargin: 12 });

export function createSlidePlot(panel: HTMLElement): { draw(slide: LabResult['slide'], width: number): void } {
  const box = part<HTMLElement>(panel, '#lab-relative-box');
  // Made on its first draw: its section is drawn last, in a task of its own (figures/draw-steps.ts).
  let plot: LinePlot | null = null;
  return {
    draw(slide, width) {
      plot ??= new LinePlot(part(panel, '#lab-relative'), { x: 'i (j = i + 3)', y: 'score' });
      const frame = slideFrame(width);
      const scale = slideScale(slide);
      const series: LineSeries[] = slide.map((s, slot) => ({
        key: String(slot),
        slot,
        firstX: 0,
        count: s.values.length,
        value: (k) => s.values[k]!,
      }));
      box.style.height = `${frame.height}px`;
      plot.draw(frame, series, scale.x, scale.y, scale.ticks);
    },
  };
}
