/**
 * What the page knows about builds, for any island that wants it (the deploy watcher writes
 * both; see build-watcher.ts).
 */
import { atom } from 'nanostores';
import type { BuildInfo, BuildMeta } from './build-files.ts';

/** This page's own build manifest (its prerendered paths among others) once fetched; else null. */
export const $buildManifest = atom<BuildMeta | null>(null);

/** The build online now when it is not this page's build; null while they are the same. */
export const $newerBuild = atom<BuildInfo | null>(null);
