/** Folders the orchestration scripts work with, absolute, whatever the current directory. */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
/** Scratch space (git-ignored): build staging folders, pid files. */
export const cacheDir = join(projectRoot, '.cache');
export const defaultOutDir = join(projectRoot, 'dist');
