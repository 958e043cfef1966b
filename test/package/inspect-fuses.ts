/**
 * The Electron fuses a packaged app must carry, read from the built executable's fuse wire with
 * @electron/fuses (the same reader electron-builder's flipping pairs with). Answers the problems
 * found; an empty list means every fuse is set as the app requires.
 */
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { FuseState } from '@electron/fuses/dist/constants.js';

/** On: the state the fuse must be in. Node as a plain runtime, NODE_OPTIONS and --inspect are off; only the validated asar loads. */
const REQUIRED_FUSES: Partial<Record<keyof typeof FuseV1Options, boolean>> = {
  RunAsNode: false,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
  GrantFileProtocolExtraPrivileges: false,
};

export async function inspectFuses(executable: string): Promise<string[]> {
  let wire: Record<number, FuseState | string>;
  try {
    wire = (await getCurrentFuseWire(executable)) as unknown as Record<number, FuseState | string>;
  } catch (error) {
    return [`no fuse wire in ${executable}: ${error instanceof Error ? error.message : String(error)}`];
  }
  const problems: string[] = [];
  for (const [name, on] of Object.entries(REQUIRED_FUSES)) {
    const state = wire[FuseV1Options[name as keyof typeof FuseV1Options]];
    const wanted = on ? FuseState.ENABLE : FuseState.DISABLE;
    if (state !== wanted)
      problems.push(
        `fuse ${name} is ${state === FuseState.ENABLE ? 'on' : state === FuseState.DISABLE ? 'off' : `unset (${String(state)})`}; it must be ${on ? 'on' : 'off'}`,
      );
  }
  return problems;
}
