import type { Tally } from './tally.ts';
import { captionVandal } from './caption-vandal.ts';
import { uploadVandal } from './upload-vandal.ts';

/** A hostile lane: runs until `until`, counting what the server answered in `tally`. */
export type HostileLane = (baseUrl: string, tally: Tally, until: number) => Promise<void>;

/** Lanes beyond sockets and bodies: uploads and adversarial captions through refreshes. */
export const extraLanes: HostileLane[] = [uploadVandal, captionVandal];
