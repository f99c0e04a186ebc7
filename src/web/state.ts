// jotai is imported through this one module (STYLE.md), so the store can be swapped or instrumented in one place.
export { atom, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
export { atomWithStorage } from 'jotai/utils';
