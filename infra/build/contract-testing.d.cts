// Types of contract-testing.cjs for the remotes' TypeScript contract tests.
import type { GraphQLSchema } from 'graphql';

export interface DocumentError {
  file: string;
  line: number;
  message: string;
}

export interface FoundDocument {
  file: string;
  line: number;
  /** Operation and fragment names defined by the document. */
  names: string[];
}

/** The `exposes` map of the remote's ModuleFederationPlugin, as a production build sees it. */
export function readExposes(remoteDir: string): Record<string, string>;
/** Absolute folder of the contracts GraphQL schema. */
export function contractsSchemaFolder(): string;
/** Builds the schema from every `*.graphql` file of a folder; throws a clear error otherwise. */
export function loadSchema(schemaDir?: string): GraphQLSchema;
/** Validates every `gql` template under srcDir against the schema. */
export function validateGraphQLDocuments(
  srcDir: string,
  options?: { schemaDir?: string },
): { documents: FoundDocument[]; errors: DocumentError[] };
/** One line per error, relative to baseDir. */
export function formatDocumentErrors(errors: DocumentError[], baseDir?: string): string;
/** Every .ts/.tsx file below dir (no node_modules, dist, coverage), sorted. */
export function sourceFiles(dir: string): string[];
/** The `gql` templates of one file, with their line. */
export function documentsIn(file: string): (FoundDocument & { text: string })[];
