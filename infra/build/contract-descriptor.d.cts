// Types of contract-descriptor.cjs for the deploy scripts (checked with checkJs) and tests.
import type { Compilation, Compiler } from 'webpack';

/** A TypeScript type as plain JSON (see the comment in contract-descriptor.cjs). */
export type Shape = Record<string, unknown>;

export interface DescribedOperation {
  name: string;
  type: string;
  /** Source file, relative to the package folder. */
  file: string;
  /** The operation printed with every fragment it spreads. */
  document: string;
}

export interface Descriptor {
  format: number;
  /** Container name (`search`) or `shell`. */
  name: string;
  package: string;
  version: string;
  contracts: {
    package: string;
    version: string;
    /** Value exports of the contracts this build's production code reads, sorted. */
    uses: string[];
    /** Value exports of the contracts package this build was made with, sorted. */
    provides: string[];
  };
  exposes: Record<string, { file: string; props: Shape }>;
  mounts: { module: string; from: string; props: Shape }[];
  events: {
    emits: Record<string, { payload: Shape; from: string[] }>;
    listens: Record<string, { payload: Shape; from: string[] }>;
  };
  operations: DescribedOperation[];
  modules: Record<string, Record<string, string>>;
  /**
   * Written by the webpack plugin from the compilation (not by describeBuild): shared keys the
   * build provides (key -> version) and consumes with no fallback (key -> required range).
   */
  shares?: { provides: Record<string, string>; needs: Record<string, string> };
  /**
   * Written by the webpack plugin from the compilation: for each share key provided by a facade
   * module, the export names this build's output imports from it (`uses`, `*` for a namespace
   * read as a whole) and those of the facade it provides (`provides`), sorted.
   */
  facades?: { uses: Record<string, string[]>; provides: Record<string, string[]> };
}

export const DESCRIPTOR_FILE: 'mf-contract.json';
export const DESCRIPTOR_FORMAT: number;
/** Describes one build from its sources (TypeScript checker + GraphQL documents). */
export function describeBuild(options: {
  dir: string;
  name: string;
  exposes?: Record<string, string>;
}): Descriptor;
/** The operations below srcDir, each with the fragments it spreads (package or contracts). */
export function collectOperations(srcDir: string, contractsSrc?: string): DescribedOperation[];
/** The shared keys a compilation provides and those it consumes without a fallback. */
export function sharesOf(compilation: Compilation): NonNullable<Descriptor['shares']>;
/** The names a compilation imports from the facade keys and those its facades export. */
export function facadesOf(
  compilation: Compilation,
  keys: readonly string[],
): NonNullable<Descriptor['facades']>;
/** Whether a shared version meets a consumer's range, by the federation runtime's own check. */
export function versionMeetsRange(version: string, range: string): boolean;
export class ContractDescriptorPlugin {
  constructor(options: {
    dir: string;
    name: string;
    exposes?: Record<string, string>;
    /** The federation runtime packages the shell hands the remotes outside the share scope. */
    runtimeShares?: { provides?: Record<string, string>; needs?: Record<string, string> };
    /** The share keys provided by a facade module (index.cjs FACADES). */
    facades?: string[];
  });
  apply(compiler: Compiler): void;
}
