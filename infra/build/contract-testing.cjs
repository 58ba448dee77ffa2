// Contract-test helpers shared by the four remotes (issue 2, item 7): what a remote's webpack
// config really exposes, and whether every GraphQL document in a package validates against the
// contracts schema. Plain CommonJS so Jest and plain Node load it without a transform.
const path = require('node:path');
const fs = require('node:fs');
const {
  parse,
  concatAST,
  buildASTSchema,
  validate,
  validateSchema,
  specifiedRules,
  NoUnusedFragmentsRule,
  Kind,
  visit,
} = require('graphql');

/**
 * Loads `<remoteDir>/webpack.config.js`, calls it as webpack would for a production build and
 * returns the `exposes` option of its ModuleFederationPlugin.
 * @param {string} remoteDir absolute folder of the remote package
 * @returns {Record<string, string>} expose key (`./HomePage`) -> request (`./src/exposes/home-page.tsx`)
 */
function readExposes(remoteDir) {
  const configPath = path.join(remoteDir, 'webpack.config.js');
  if (!fs.existsSync(configPath)) {
    throw new Error(`readExposes: ${configPath} does not exist`);
  }
  const exported = require(configPath);
  const built =
    typeof exported === 'function' ? exported(undefined, { mode: 'production' }) : exported;
  const configs = Array.isArray(built) ? built : [built];
  for (const config of configs) {
    for (const plugin of config.plugins ?? []) {
      if (plugin && plugin.constructor && plugin.constructor.name === 'ModuleFederationPlugin') {
        // The enhanced plugin keeps its constructor options in `_options`.
        const exposes = plugin._options && plugin._options.exposes;
        if (!exposes) return {};
        if (Array.isArray(exposes)) {
          throw new Error(
            `readExposes: ${configPath} uses the array form of exposes; use an object`,
          );
        }
        /** @type {Record<string, string>} */
        const result = {};
        for (const [key, value] of Object.entries(exposes)) {
          result[key] = typeof value === 'string' ? value : String(value.import);
        }
        return result;
      }
    }
  }
  throw new Error(`readExposes: ${configPath} has no ModuleFederationPlugin`);
}

/** Absolute folder of the contracts schema (`shared-contracts/graphql/schema`). */
function contractsSchemaFolder() {
  try {
    return require('@dukkan/contracts/graphql/schema');
  } catch (error) {
    if (!error || error.code !== 'MODULE_NOT_FOUND') throw error;
    // The path module is written by the contracts owner; until it exists the folder is found
    // beside the package's own package.json.
    const pkg = require.resolve('@dukkan/contracts/package.json');
    return path.join(path.dirname(pkg), 'graphql', 'schema');
  }
}

/**
 * Builds the schema from every `*.graphql` file of a folder (base types plus `extend type`
 * files per domain).
 * @param {string} [schemaDir] defaults to the contracts schema folder
 * @returns {import('graphql').GraphQLSchema}
 */
function loadSchema(schemaDir = contractsSchemaFolder()) {
  if (!fs.existsSync(schemaDir)) {
    throw new Error(
      `GraphQL schema folder ${schemaDir} does not exist; the contracts schema must be written first`,
    );
  }
  const files = fs
    .readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort();
  if (files.length === 0) {
    throw new Error(
      `GraphQL schema folder ${schemaDir} holds no *.graphql files; the contracts schema must be written first`,
    );
  }
  const documents = files.map((name) => {
    const file = path.join(schemaDir, name);
    try {
      return parse(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`GraphQL schema file ${file} does not parse: ${error.message}`, {
        cause: error,
      });
    }
  });
  let schema;
  try {
    schema = buildASTSchema(concatAST(documents));
  } catch (error) {
    throw new Error(
      `The GraphQL schema in ${schemaDir} (${files.join(', ')}) does not build: ${error.message}`,
      {
        cause: error,
      },
    );
  }
  const problems = validateSchema(schema);
  if (problems.length > 0) {
    throw new Error(
      `The GraphQL schema in ${schemaDir} is invalid: ${problems.map((p) => p.message).join('; ')}`,
    );
  }
  return schema;
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.git', 'coverage', '__generated__']);

/**
 * @param {string} dir
 * @returns {string[]} every .ts/.tsx and .graphql file below dir (generated code aside), sorted
 */
function sourceFiles(dir) {
  /** @type {string[]} */
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) found.push(...sourceFiles(full));
    } else if (/\.(tsx?|graphql)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      found.push(full);
    }
  }
  return found.sort();
}

/**
 * A `gql` tagged template: the text between the backticks. GraphQL text never holds a
 * backtick, so the first unescaped backtick closes the template.
 */
const GQL_TEMPLATE = /\bgql\s*`((?:[^`\\]|\\[\s\S])*)`/g;

/**
 * @typedef {{ file: string, line: number, text: string, names: string[] }} FoundDocument
 * @typedef {{ file: string, line: number, message: string }} DocumentError
 */

/** @param {string} file @returns {FoundDocument[]} */
function documentsIn(file) {
  const source = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.graphql')) return [{ file, line: 1, text: source, names: [] }];
  /** @type {FoundDocument[]} */
  const found = [];
  for (const match of source.matchAll(GQL_TEMPLATE)) {
    const line = source.slice(0, match.index).split('\n').length;
    // `${FRAGMENT}` interpolations are dropped; the fragments they bring are found by name
    // among all documents of the package.
    const text = match[1].replace(/\$\{[^}]*\}/g, '\n');
    found.push({ file, line, text, names: [] });
  }
  return found;
}

/** Names of the fragments a document spreads, transitively through `fragments`. */
function spreadNames(ast) {
  /** @type {Set<string>} */
  const names = new Set();
  visit(ast, {
    FragmentSpread(node) {
      names.add(node.name.value);
    },
  });
  return names;
}

/**
 * Finds every `gql` template in `*.ts`/`*.tsx` files below `srcDir` and validates each against
 * the schema. A document may spread fragments defined in another document of the package (the
 * usual `${PRODUCT_CARD_FRAGMENT}` interpolation); a document holding only fragments is checked
 * for its fields without the "unused fragment" rule. The schema is loaded (and its problems
 * thrown) as soon as at least one document is found.
 * @param {string} srcDir folder to scan
 * @param {{ schemaDir?: string }} [options] schema folder; defaults to the contracts schema
 * @returns {{ documents: { file: string, line: number, names: string[] }[], errors: DocumentError[] }}
 */
function validateGraphQLDocuments(srcDir, options = {}) {
  if (!fs.existsSync(srcDir)) throw new Error(`validateGraphQLDocuments: ${srcDir} does not exist`);
  /** @type {DocumentError[]} */
  const errors = [];
  /** @type {{ found: FoundDocument, ast: import('graphql').DocumentNode }[]} */
  const parsed = [];
  /** @type {Map<string, import('graphql').FragmentDefinitionNode>} */
  const fragments = new Map();

  // Fragments of the contracts (`ProductCardFields`, ...) may be spread by any package.
  const contractsSrc = path.join(path.dirname(contractsSchemaFolder()), '..', 'src');
  const ownFolder = path.resolve(srcDir) === path.resolve(contractsSrc);
  if (!ownFolder && fs.existsSync(contractsSrc)) {
    for (const file of sourceFiles(contractsSrc).filter((name) => name.endsWith('.graphql'))) {
      for (const definition of parse(fs.readFileSync(file, 'utf8')).definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) {
          fragments.set(definition.name.value, definition);
        }
      }
    }
  }

  for (const file of sourceFiles(srcDir)) {
    for (const found of documentsIn(file)) {
      let ast;
      try {
        ast = parse(found.text);
      } catch (error) {
        errors.push({ file, line: found.line, message: `does not parse: ${error.message}` });
        continue;
      }
      for (const definition of ast.definitions) {
        if (definition.kind === Kind.OPERATION_DEFINITION) {
          found.names.push(definition.name ? definition.name.value : '(anonymous)');
        } else if (definition.kind === Kind.FRAGMENT_DEFINITION) {
          const name = definition.name.value;
          found.names.push(name);
          if (fragments.has(name)) {
            errors.push({
              file,
              line: found.line,
              message: `fragment ${name} is defined twice in the package`,
            });
          }
          fragments.set(name, definition);
        }
      }
      parsed.push({ found, ast });
    }
  }

  // The schema is built only when there is something to check against it, so a package
  // without operations does not depend on the state of the schema files.
  const schema = parsed.length > 0 ? loadSchema(options.schemaDir) : null;
  for (const { found, ast } of parsed) {
    const own = new Set(
      ast.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => d.name.value),
    );
    // Pull in fragments spread here but defined elsewhere, and the fragments they spread.
    /** @type {import('graphql').FragmentDefinitionNode[]} */
    const added = [];
    const pending = [...spreadNames(ast)];
    while (pending.length > 0) {
      const name = pending.pop();
      if (own.has(name)) continue;
      own.add(name);
      const definition = fragments.get(name);
      if (!definition) continue; // reported by validate as an unknown fragment
      added.push(definition);
      pending.push(...spreadNames(definition));
    }
    const document = { kind: Kind.DOCUMENT, definitions: [...ast.definitions, ...added] };
    const hasOperation = ast.definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION);
    const rules = hasOperation
      ? specifiedRules
      : specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule);
    for (const error of validate(
      /** @type {import('graphql').GraphQLSchema} */ (schema),
      document,
      rules,
    )) {
      errors.push({ file: found.file, line: found.line, message: error.message });
    }
  }

  return {
    documents: parsed.map(({ found }) => ({
      file: found.file,
      line: found.line,
      names: found.names,
    })),
    errors,
  };
}

/** One line per error, for assertion messages: `src/x.graphql.ts:3 Cannot query field ...`. */
function formatDocumentErrors(errors, baseDir = process.cwd()) {
  return errors.map((e) => `${path.relative(baseDir, e.file)}:${e.line} ${e.message}`).join('\n');
}

module.exports = {
  readExposes,
  loadSchema,
  contractsSchemaFolder,
  validateGraphQLDocuments,
  formatDocumentErrors,
  // Also read by contract-descriptor.cjs (the operations a build sends).
  documentsIn,
  sourceFiles,
};
