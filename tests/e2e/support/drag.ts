import type { Locator, Page } from 'playwright-core';
import { expect } from './test.ts';

/*
 * Dragging a channel row onto a sidebar list the way a person does, shared by the journeys that drag (lists.spec.ts,
 * dead-ends.spec.ts). Playwright's one-jump dragTo left the target without any drag state on loaded machines.
 */

/** Where a locator's box settles: the same box in two reads a frame apart (a banner or late row can still move it). */
async function settledBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  let previous = await locator.boundingBox();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await locator.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const now = await locator.boundingBox();
    if (now && previous && JSON.stringify(now) === JSON.stringify(previous)) return now;
    previous = now;
  }
  throw new Error(`the box of ${String(locator)} never settled (last ${JSON.stringify(previous)})`);
}

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await settledBox(locator);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Presses on the row's middle, lifts it in small steps and moves onto the target's middle, then waits for the drop
 * target to show it is dragged over. Chromium starts a native drag only from the mouse moves Playwright intercepts;
 * when no `dragstart` reached the page at all (seen once in about 35 loaded runs: the row stayed undimmed, the target in
 * place under the pointer), the press is released and the lift tried once more. A drag that started and still leaves
 * the target idle fails at once: that would be the product's fault.
 */
export async function liftOnto(page: Page, row: Locator, target: Locator): Promise<void> {
  const over = await centreOf(target);
  await page.evaluate(() => {
    const record: string[] = [];
    (window as unknown as { __dragStarts: string[] }).__dragStarts = record;
    window.addEventListener('dragstart', (event) => record.push((event.target as Element).tagName), { capture: true });
  });
  const dragStarts = () => page.evaluate(() => (window as unknown as { __dragStarts: string[] }).__dragStarts);
  const lift = async () => {
    const press = await centreOf(row);
    const pressedOn = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.outerHTML.slice(0, 120) ?? null, press);
    await page.mouse.move(press.x, press.y);
    await page.mouse.down();
    await page.mouse.move(press.x + 16, press.y, { steps: 8 });
    await page.mouse.move(over.x, over.y, { steps: 8 });
    return pressedOn;
  };

  let pressedOn = await lift();
  const started = await expect
    .poll(dragStarts, { timeout: 3_000 })
    .not.toEqual([])
    .then(
      () => true,
      () => false,
    );
  if (!started) {
    console.warn(`drag: no dragstart after the first lift (pressed on ${pressedOn}); lifting again`);
    await page.mouse.up();
    pressedOn = await lift();
  }
  await expect
    .poll(() => target.getAttribute('data-drag-state'), { timeout: 10_000 })
    .toBe('dragging-channel-over')
    .catch(async (error: unknown) => {
      const underPointer = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.outerHTML.slice(0, 200) ?? null, over);
      throw new Error(
        `no drag state on the full list after ${started ? 'one lift' : 'two lifts'}; dragstart on ${JSON.stringify(await dragStarts())}, pressed on ${pressedOn}, row class ${await row.getAttribute('class')}, under the pointer: ${underPointer}`,
        { cause: error },
      );
    });
}
