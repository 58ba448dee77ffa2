// The contract descriptor of a build (issue 16): a machine-readable account of what a remote or
// the shell provides and needs, written beside its manifest as `mf-contract.json`, so a deploy
// can be checked against what is live (infra/scripts/lib/contract-gate.mjs) without the source
// of the live builds. Everything in it is read from the code with the TypeScript checker and
// from the GraphQL documents, never written by hand:
//   exposes     module id -> structural shape of the props its default export accepts
//   mounts      every `<Fragment module="x" props={...}>` (and the shell's route pages) with
//               the shape of the props passed
//   events      bus events emitted and listened to, with the payload shape of the contracts
//               this build was compiled against
//   operations  every GraphQL operation sent, as a full document (fragments included)
//   contracts   the contracts package version and a hash of its sources; the contracts exports
//               this build reads at run time (`uses`) and those its contracts provide
//               (`provides`), so the gate can tell a remote built against newer contracts
//               than the live shell's
//   shares      the shared libraries the build provides (key -> version) and those it consumes
//               with no fallback of its own (key -> required range): read from the compilation,
//               so a remote that needs a library the shell does not share is refused
//   facades     for the share keys provided by a facade module (infra/build/index.cjs FACADES),
//               the export names this build's output imports from each (`uses`) and those the
//               facade it provides exports (`provides`): read from the compilation, so a remote
//               importing a name the live shell's facade lacks is refused
const path = require('node:path');
const fs = require('node:fs');
const { createHash } = require('node:crypto');
const { parse, print, visit, Kind } = require('graphql');
const { readExposes, documentsIn, sourceFiles } = require('./contract-testing.cjs');

/**
 * Bumped when the descriptor's layout changes; the gate refuses layouts it does not know. Fields
 * added beside the old ones (`contracts.uses`, `contracts.provides`, `facades`) keep the format,
 * so older descriptors of live builds still read; the gate warns about what they lack.
 */
const DESCRIPTOR_FORMAT = 1;
const DESCRIPTOR_FILE = 'mf-contract.json';
/** Nesting depth of a props or payload shape; deeper parts are written as `unknown`. */
const MAX_DEPTH = 8;

/** @param {string} file */
function isProductionSource(file) {
  const parts = file.split(path.sep);
  return (
    !parts.includes('__tests__') &&
    !parts.includes('dev') &&
    !parts.includes('test') &&
    !/\.(test|spec|stories)\.tsx?$/.test(file)
  );
}

/** The contracts package folder, as the building package resolves it. */
function contractsDir(fromDir) {
  return path.dirname(require.resolve('@dukkan/contracts/package.json', { paths: [fromDir] }));
}

/**
 * `<version>+<12 hex>`: the contracts package version (never bumped in the monorepo) plus a hash
 * of its sources and schema, so two builds made from different contracts never look alike.
 */
function contractsVersion(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const hash = createHash('sha256');
  const files = [
    ...new Set([
      ...sourceFiles(path.join(dir, 'src')).filter(isProductionSource),
      ...graphqlFiles(path.join(dir, 'src')),
      ...graphqlFiles(path.join(dir, 'graphql', 'schema')),
    ]),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(dir, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return `${pkg.version}+${hash.digest('hex').slice(0, 12)}`;
}

/** @param {string} dir @returns {string[]} `*.graphql` files below dir (not generated ones) */
function graphqlFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  /** @type {string[]} */
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', '__generated__', '__tests__'].includes(entry.name))
        found.push(...graphqlFiles(full));
    } else if (entry.name.endsWith('.graphql')) found.push(full);
  }
  return found.sort();
}

// ---------------------------------------------------------------------------------------------
// GraphQL operations
// ---------------------------------------------------------------------------------------------

/**
 * Every GraphQL definition of a source folder: `*.graphql` files (the codegen layout) and `gql`
 * templates in TypeScript (the older layout), so the descriptor is right before, during and
 * after a package moves from one to the other.
 * @param {string} srcDir
 */
function graphqlDefinitions(srcDir) {
  /** @type {{ file: string, definition: import('graphql').DefinitionNode }[]} */
  const found = [];
  const add = (file, text) => {
    for (const definition of parse(text).definitions) found.push({ file, definition });
  };
  for (const file of graphqlFiles(srcDir)) add(file, fs.readFileSync(file, 'utf8'));
  for (const file of sourceFiles(srcDir).filter(isProductionSource)) {
    // `.graphql` files were read above (sourceFiles lists them too, alongside TypeScript).
    if (file.endsWith('.graphql') || file.split(path.sep).includes('__generated__')) continue;
    for (const doc of documentsIn(file)) add(file, doc.text);
  }
  return found;
}

/**
 * The operations a package sends, each printed with every fragment it spreads (from the package
 * or the contracts), so a document can be validated alone against any schema.
 * @param {string} srcDir the package's src folder
 * @param {string} [contractsSrc] the contracts' src folder (shared fragments)
 */
function collectOperations(srcDir, contractsSrc) {
  const own = graphqlDefinitions(srcDir);
  const shared = contractsSrc && contractsSrc !== srcDir ? graphqlDefinitions(contractsSrc) : [];
  /** @type {Map<string, import('graphql').FragmentDefinitionNode>} */
  const fragments = new Map();
  for (const { definition } of [...shared, ...own]) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  const operations = [];
  for (const { file, definition } of own) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    /** @type {import('graphql').FragmentDefinitionNode[]} */
    const needed = [];
    const seen = new Set();
    const pending = [definition];
    while (pending.length > 0) {
      visit(/** @type {import('graphql').ASTNode} */ (pending.pop()), {
        FragmentSpread(node) {
          const name = node.name.value;
          if (seen.has(name)) return;
          seen.add(name);
          const fragment = fragments.get(name);
          if (fragment) {
            needed.push(fragment);
            pending.push(fragment);
          }
        },
      });
    }
    needed.sort((a, b) => a.name.value.localeCompare(b.name.value));
    operations.push({
      name: definition.name ? definition.name.value : '(anonymous)',
      type: definition.operation,
      file: path.relative(path.dirname(srcDir), file).split(path.sep).join('/'),
      document: print({ kind: Kind.DOCUMENT, definitions: [definition, ...needed] }),
    });
  }
  return operations.sort((a, b) => a.name.localeCompare(b.name) || a.file.localeCompare(b.file));
}

// ---------------------------------------------------------------------------------------------
// Structural shapes of TypeScript types
// ---------------------------------------------------------------------------------------------

/**
 * A type as plain JSON the gate can compare without TypeScript:
 *   { type: 'string' | 'number' | 'boolean' | 'null' | 'undefined' | 'unknown' | 'never' |
 *           'function' }
 *   { literal: value }                      a string, number or boolean literal
 *   { union: Shape[] }
 *   { array: Shape }
 *   { object: { [prop]: { shape, optional } }, name? }
 *   { named: 'Date' }                       a library type, compared by name only
 *   { ref: 'ProductSummary' }               a type already being described (recursion)
 * @typedef {Record<string, unknown>} Shape
 */

/** @param {typeof import('typescript')} ts @param {import('typescript').TypeChecker} checker */
function shapeWriter(ts, checker) {
  /** @param {import('typescript').Type} type @param {string[]} stack @returns {Shape} */
  function shapeOf(type, stack = []) {
    const flags = type.flags;
    if (flags & ts.TypeFlags.Any || flags & ts.TypeFlags.Unknown) return { type: 'unknown' };
    if (flags & ts.TypeFlags.Never) return { type: 'never' };
    if (flags & ts.TypeFlags.StringLiteral) return { literal: /** @type {any} */ (type).value };
    if (flags & ts.TypeFlags.NumberLiteral) return { literal: /** @type {any} */ (type).value };
    if (flags & ts.TypeFlags.BooleanLiteral)
      return { literal: checker.typeToString(type) === 'true' };
    if (flags & ts.TypeFlags.EnumLiteral && type.isLiteral())
      return { literal: /** @type {any} */ (type).value };
    if (flags & ts.TypeFlags.StringLike) return { type: 'string' };
    if (flags & ts.TypeFlags.NumberLike || flags & ts.TypeFlags.BigIntLike)
      return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (flags & ts.TypeFlags.Undefined || flags & ts.TypeFlags.Void) return { type: 'undefined' };
    if (type.isUnion()) return unionOf(type.types.map((member) => shapeOf(member, stack)));
    if (stack.length >= MAX_DEPTH) return { type: 'unknown' };
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const items = checker.getTypeArguments(
        /** @type {import('typescript').TypeReference} */ (type),
      );
      return { array: unionOf(items.map((item) => shapeOf(item, stack))) };
    }
    if (flags & ts.TypeFlags.Object || type.isIntersection()) {
      const name = typeName(type);
      if (name && isLibraryType(type)) return { named: name };
      if (name && stack.includes(name)) return { ref: name };
      const properties = checker.getPropertiesOfType(type);
      if (properties.length === 0 && type.getCallSignatures().length > 0)
        return { type: 'function' };
      const inner = name ? [...stack, name] : [...stack, '(anonymous)'];
      const [index] = checker.getIndexInfosOfType(type);
      /** @type {Record<string, { shape: Shape, optional: boolean }>} */
      const object = {};
      for (const property of properties) {
        const optional = Boolean(property.flags & ts.SymbolFlags.Optional);
        const shape = shapeOf(checker.getTypeOfSymbol(property), inner);
        // The `?` already says a prop may be left out; `| undefined` would repeat it.
        object[property.name] = { shape: optional ? withoutUndefined(shape) : shape, optional };
      }
      /** @type {Shape} */
      const described = { object };
      if (index) described.index = withoutUndefined(shapeOf(index.type, inner));
      if (name) described.name = name;
      return described;
    }
    return { type: 'unknown' };
  }

  /** @param {import('typescript').Type} type */
  function typeName(type) {
    const symbol =
      type.aliasSymbol && !isLibraryAlias(type.aliasSymbol) ? type.aliasSymbol : type.getSymbol();
    if (!symbol) return undefined;
    const name = symbol.getName();
    return name.startsWith('__') ? undefined : name;
  }

  /**
   * Classes and interfaces declared in TypeScript's lib or a third-party package (Date,
   * ReactElement): compared by name only. Mapped helpers (Readonly, Record) are expanded.
   */
  function isLibraryType(type) {
    const symbol = type.getSymbol();
    if (!symbol || !(symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface)))
      return false;
    const declarations = symbol.getDeclarations() ?? [];
    return declarations.some((declaration) => {
      const file = declaration.getSourceFile().fileName;
      return file.includes('/node_modules/') && !file.includes('/node_modules/@dukkan/');
    });
  }

  /** `Readonly`, `Record` and the like: names that say nothing about the shape. */
  function isLibraryAlias(symbol) {
    return (symbol.getDeclarations() ?? []).some((d) =>
      d.getSourceFile().fileName.includes('/node_modules/typescript/lib/'),
    );
  }

  return shapeOf;
}

/** @param {Shape} shape */
function withoutUndefined(shape) {
  if (!Array.isArray(shape.union)) return shape;
  return unionOf(shape.union.filter((member) => member.type !== 'undefined'));
}

/** A union with nested unions flattened, duplicates dropped and `true | false` as boolean. */
function unionOf(members) {
  /** @type {Shape[]} */
  const flat = [];
  const keys = new Set();
  for (const member of members) {
    for (const item of member.union ? /** @type {Shape[]} */ (member.union) : [member]) {
      const key = JSON.stringify(item);
      if (!keys.has(key)) {
        keys.add(key);
        flat.push(item);
      }
    }
  }
  const hasTrue = keys.has('{"literal":true}');
  const hasFalse = keys.has('{"literal":false}');
  const merged =
    hasTrue && hasFalse
      ? [
          ...flat.filter((item) => item.literal !== true && item.literal !== false),
          { type: 'boolean' },
        ]
      : flat;
  return merged.length === 1 ? /** @type {Shape} */ (merged[0]) : { union: merged };
}

// ---------------------------------------------------------------------------------------------
// The module map of the contracts (kinds and roles), read from its source
// ---------------------------------------------------------------------------------------------

/**
 * `MODULES` of `shared-contracts/src/modules.ts` as plain data: id -> { remote, kind, role }.
 * @param {typeof import('typescript')} ts @param {import('typescript').SourceFile} file
 */
function moduleMapOf(ts, file) {
  /** @type {Record<string, Record<string, string>>} */
  const map = {};
  const visitNode = (node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText(file) === 'MODULES' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      for (const property of node.initializer.properties) {
        if (
          !ts.isPropertyAssignment(property) ||
          !ts.isObjectLiteralExpression(property.initializer)
        )
          continue;
        const id = ts.isStringLiteral(property.name)
          ? property.name.text
          : property.name.getText(file);
        /** @type {Record<string, string>} */
        const entry = {};
        for (const field of property.initializer.properties) {
          if (ts.isPropertyAssignment(field) && ts.isStringLiteral(field.initializer)) {
            entry[field.name.getText(file)] = field.initializer.text;
          }
        }
        map[id] = entry;
      }
    }
    ts.forEachChild(node, visitNode);
  };
  visitNode(file);
  return map;
}

/** String literals of the route table that name a module (the pages the shell routes to). */
function routedModules(ts, file, moduleIds) {
  const found = new Set();
  const visitNode = (node) => {
    if (ts.isStringLiteral(node) && moduleIds.has(node.text)) found.add(node.text);
    ts.forEachChild(node, visitNode);
  };
  visitNode(file);
  return found;
}

// ---------------------------------------------------------------------------------------------
// Contracts exports: those a build calls, and those its contracts package provides
// ---------------------------------------------------------------------------------------------

const CONTRACTS_PACKAGE = '@dukkan/contracts';

/**
 * The entry source of the contracts package, as its package.json names it (`exports['.']`, then
 * `types`, then `main`): the module whose exports `import ... from '@dukkan/contracts'` sees.
 * @param {string} dir the contracts package folder
 */
function contractsEntry(dir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const dot = typeof pkg.exports === 'string' ? pkg.exports : pkg.exports?.['.'];
  const conditions =
    typeof dot === 'string' ? [dot] : dot ? [dot.types, dot.import, dot.default] : [];
  for (const request of [...conditions, pkg.types, pkg.main]) {
    if (typeof request !== 'string' || !/\.[cm]?tsx?$/.test(request)) continue;
    const file = path.resolve(dir, request);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(
    `the TypeScript entry of ${CONTRACTS_PACKAGE} (exports, types or main in ${path.join(dir, 'package.json')}) was not found`,
  );
}

/**
 * Whether an export or import names something that exists at run time. An alias is followed
 * to what it names; `export type { X }` and `import { type X }` never do, whatever X is.
 * @param {typeof import('typescript')} ts @param {import('typescript').TypeChecker} checker
 * @param {import('typescript').Symbol} symbol
 */
function hasValue(ts, checker, symbol) {
  if ((symbol.getDeclarations() ?? []).some((d) => ts.isTypeOnlyImportOrExportDeclaration(d)))
    return false;
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return Boolean(target.flags & ts.SymbolFlags.Value);
}

/**
 * The value exports of the contracts entry, re-exports (`export * from`) followed.
 * @param {typeof import('typescript')} ts @param {import('typescript').TypeChecker} checker
 * @param {import('typescript').Symbol} entry the entry module's symbol
 */
function valueExports(ts, checker, entry) {
  return checker
    .getExportsOfModule(entry)
    .filter((symbol) => hasValue(ts, checker, symbol))
    .map((symbol) => symbol.getName())
    .sort();
}

/**
 * The contracts exports a build's code reads at run time: value imports and re-exports, and the
 * members read from the module namespace (`import * as c`, `await import(...)`, `.then(m =>
 * m.x)`). A namespace that is only loaded, never read (the shell's boot stages evaluate the
 * package ahead of the app), needs no particular export and adds nothing. Any name the checker
 * cannot resolve is kept: it is called all the same.
 * @param {typeof import('typescript')} ts @param {import('typescript').TypeChecker} checker
 * @param {readonly import('typescript').SourceFile[]} files the production sources
 * @param {import('typescript').Symbol} entry the contracts entry module's symbol
 */
function contractsUses(ts, checker, files, entry) {
  /** @type {Set<string>} */
  const used = new Set();
  const fromContracts = (/** @type {import('typescript').Node | undefined} */ node) =>
    node !== undefined && ts.isStringLiteralLike(node) && node.text === CONTRACTS_PACKAGE;
  /** @param {import('typescript').Identifier} local @param {string} exported */
  const addBinding = (local, exported) => {
    const symbol = checker.getSymbolAtLocation(local);
    if (!symbol || hasValue(ts, checker, symbol)) used.add(exported);
  };
  for (const file of files) {
    // Reading the namespace's members needs the type of every property access; only files that
    // hold the namespace at all are worth that.
    const text = file.getFullText();
    const readsNamespace = text.includes(CONTRACTS_PACKAGE) && /import\s*\*|import\s*\(/.test(text);
    const isNamespace = (/** @type {import('typescript').Node} */ node) =>
      readsNamespace && checker.getTypeAtLocation(node).getSymbol() === entry;
    const visitNode = (/** @type {import('typescript').Node} */ node) => {
      if (ts.isImportDeclaration(node) && fromContracts(node.moduleSpecifier)) {
        const clause = node.importClause;
        if (!clause || clause.isTypeOnly) return;
        if (clause.name) addBinding(clause.name, 'default');
        if (clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
          for (const element of clause.namedBindings.elements) {
            if (!element.isTypeOnly)
              addBinding(element.name, (element.propertyName ?? element.name).text);
          }
        }
        return;
      }
      if (ts.isExportDeclaration(node) && fromContracts(node.moduleSpecifier)) {
        if (node.isTypeOnly || !node.exportClause || !ts.isNamedExports(node.exportClause)) return;
        for (const element of node.exportClause.elements) {
          if (!element.isTypeOnly)
            addBinding(element.name, (element.propertyName ?? element.name).text);
        }
        return;
      }
      if (ts.isPropertyAccessExpression(node) && isNamespace(node.expression)) {
        used.add(node.name.text);
      } else if (
        ts.isElementAccessExpression(node) &&
        ts.isStringLiteralLike(node.argumentExpression) &&
        isNamespace(node.expression)
      ) {
        used.add(node.argumentExpression.text);
      } else if (ts.isObjectBindingPattern(node) && isNamespace(node)) {
        for (const element of node.elements) {
          const key = element.propertyName ?? element.name;
          if (!element.dotDotDotToken && (ts.isIdentifier(key) || ts.isStringLiteralLike(key)))
            used.add(key.text);
        }
      }
      ts.forEachChild(node, visitNode);
    };
    visitNode(file);
  }
  return [...used].sort();
}

// ---------------------------------------------------------------------------------------------
// The descriptor
// ---------------------------------------------------------------------------------------------

/**
 * Describes one build from its sources.
 * @param {{ dir: string, name: string, exposes?: Record<string, string> }} options
 *   dir: the package folder; name: the container name (`search`) or `shell`; exposes: the
 *   ModuleFederationPlugin exposes (read from webpack.config.js when left out, for remotes)
 */
function describeBuild({ dir, name, exposes }) {
  const ts = require('typescript');
  const contracts = contractsDir(dir);
  const roots = sourceFiles(path.join(dir, 'src')).filter(
    (file) => /\.tsx?$/.test(file) && isProductionSource(file),
  );
  const entryFile = contractsEntry(contracts);
  // The contracts entry too: what it exports is recorded even when no root imports it.
  const program = programOf(ts, dir, [...roots, entryFile]);
  const checker = program.getTypeChecker();
  const shapeOf = shapeWriter(ts, checker);
  const { moduleMap, moduleIds, routed } = moduleTable(ts, program, contracts);
  const exposeMap = exposes ?? (name === 'shell' ? {} : readExposes(dir));
  const exposed = exposedProps({ ts, checker, shapeOf, dir }, program, name, exposeMap);
  const rootFiles = program
    .getSourceFiles()
    .filter((file) => roots.includes(path.normalize(file.fileName)));
  const scan = { ts, checker, shapeOf, dir, moduleIds, routed, mounts: [], emits: {}, listens: {} };
  for (const file of rootFiles) scanFile(scan, file);
  scan.mounts.sort((a, b) => a.module.localeCompare(b.module) || a.from.localeCompare(b.from));
  const entrySource = program.getSourceFile(entryFile);
  const entry = entrySource && checker.getSymbolAtLocation(entrySource);
  if (!entry) throw new Error(`${entryFile} (the ${CONTRACTS_PACKAGE} entry) is not a module`);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return {
    format: DESCRIPTOR_FORMAT,
    name,
    package: pkg.name,
    version: pkg.version,
    contracts: {
      package: CONTRACTS_PACKAGE,
      version: contractsVersion(contracts),
      uses: contractsUses(ts, checker, rootFiles, entry),
      provides: valueExports(ts, checker, entry),
    },
    exposes: sortKeys(exposed),
    mounts: scan.mounts,
    events: { emits: sortKeys(scan.emits), listens: sortKeys(scan.listens) },
    operations: collectOperations(path.join(dir, 'src'), path.join(contracts, 'src')),
    modules: sortKeys(moduleMap),
  };
}

/** A type-checking program over `rootNames` with the package's compiler options. */
function programOf(ts, dir, rootNames) {
  const configFile = ts.findConfigFile(dir, ts.sys.fileExists, 'tsconfig.json');
  const parsed = configFile
    ? ts.getParsedCommandLineOfConfigFile(
        configFile,
        {},
        {
          ...ts.sys,
          onUnRecoverableConfigFileDiagnostic: () => undefined,
        },
      )
    : undefined;
  return ts.createProgram({
    rootNames,
    options: { ...(parsed ? parsed.options : {}), noEmit: true, types: [] },
  });
}

/** The contracts' module map, its ids, and the modules the route table names. */
function moduleTable(ts, program, contracts) {
  const modulesFile = program.getSourceFile(path.join(contracts, 'src', 'modules.ts'));
  const moduleMap = modulesFile ? moduleMapOf(ts, modulesFile) : {};
  const moduleIds = new Set(Object.keys(moduleMap));
  if (moduleIds.size === 0) {
    throw new Error(
      `the module map (MODULES in ${path.join(contracts, 'src', 'modules.ts')}) was not found`,
    );
  }
  const routesFile = program.getSourceFile(path.join(contracts, 'src', 'routes.ts'));
  const routed = routesFile ? routedModules(ts, routesFile, moduleIds) : new Set();
  return { moduleMap, moduleIds, routed };
}

/** Each exposed module id with the props its default export accepts. */
function exposedProps({ ts, checker, shapeOf, dir }, program, name, exposeMap) {
  /** @type {Record<string, { file: string, props: Shape }>} */
  const exposed = {};
  for (const [key, request] of Object.entries(exposeMap)) {
    const file = program.getSourceFile(path.resolve(dir, request));
    const id = `${name}/${key.replace(/^\.\//, '')}`;
    exposed[id] = {
      file: request,
      props: file ? propsOfDefaultExport(ts, checker, shapeOf, file) : { type: 'unknown' },
    };
  }
  return exposed;
}

/**
 * Reads one source file's mounts and bus events into `scan` (`mounts`, `emits`, `listens`).
 * `scan` holds what every file is read with: ts, checker, shapeOf, dir, moduleIds, routed.
 */
function scanFile(scan, file) {
  const { ts } = scan;
  const visitNode = (node) => {
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
      scan.mounts.push(...fragmentMounts(scan, file, node));
    } else if (ts.isCallExpression(node)) {
      busCall(scan, file, node);
      if (ts.isIdentifier(node.expression) && node.expression.text === 'useRemoteModule') {
        scan.mounts.push(...remoteModuleMounts(scan, file, node));
      }
    }
    ts.forEachChild(node, visitNode);
  };
  visitNode(file);
}

/** `path/to/file.tsx:12`, relative to the package. */
function whereIn(scan, file, node) {
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${path.relative(scan.dir, file.fileName).split(path.sep).join('/')}:${line + 1}`;
}

/** `<Fragment module="x" props={...}>`: a fragment mounted by id with its props. */
function fragmentMounts(scan, file, element) {
  const { ts, checker, shapeOf } = scan;
  const attributes = element.attributes.properties;
  const attribute = (attrName) =>
    attributes.find((a) => ts.isJsxAttribute(a) && a.name.getText(file) === attrName);
  const moduleAttribute = attribute('module');
  const propsAttribute = attribute('props');
  if (!moduleAttribute || !moduleAttribute.initializer || !propsAttribute) return [];
  const ids = literalModuleIds(scan, moduleAttribute.initializer);
  const expression =
    propsAttribute.initializer && ts.isJsxExpression(propsAttribute.initializer)
      ? propsAttribute.initializer.expression
      : propsAttribute.initializer;
  const props = expression ? shapeOf(checker.getTypeAtLocation(expression)) : { object: {} };
  return ids.map((id) => ({ module: id, from: whereIn(scan, file, element), props }));
}

/**
 * The shell's own mount: `const { Component } = useRemoteModule(id)` then `<Component
 * {...props} />`. With a literal id that module; with any page id (the route table), every
 * page the route table names. A generic id (the Fragment component itself) mounts nothing
 * here: its call sites are the mounts.
 */
function remoteModuleMounts(scan, file, call) {
  const { ts, checker } = scan;
  const [argument] = call.arguments;
  const declaration = call.parent;
  if (!argument || !ts.isVariableDeclaration(declaration)) return [];
  if (!ts.isObjectBindingPattern(declaration.name)) return [];
  const binding = declaration.name.elements.find(
    (element) => (element.propertyName ?? element.name).getText(file) === 'Component',
  );
  if (!binding) return [];
  const local = binding.name.getText(file);
  const symbol = checker.getSymbolAtLocation(argument);
  if (symbol && checker.getTypeOfSymbol(symbol).flags & ts.TypeFlags.TypeParameter) return [];
  const ids = literalModuleIds(scan, argument);
  const targets = ids.length > 1 ? ids.filter((id) => scan.routed.has(id)) : ids;
  if (targets.length === 0) return [];
  let body = call.parent;
  while (body && !ts.isFunctionLike(body)) body = body.parent;
  /** @type {{ module: string, from: string, props: Shape }[]} */
  const found = [];
  const visitBody = (node) => {
    if (
      (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) &&
      node.tagName.getText(file) === local
    ) {
      const props = attributesShape(scan, file, node);
      for (const id of targets) found.push({ module: id, from: whereIn(scan, file, node), props });
    }
    ts.forEachChild(node, visitBody);
  };
  if (body) visitBody(body);
  return found;
}

/** The props an element passes: its attributes and spreads (not `key`). */
function attributesShape({ ts, checker, shapeOf }, file, element) {
  /** @type {Record<string, { shape: Shape, optional: boolean }>} */
  const object = {};
  for (const a of element.attributes.properties) {
    if (ts.isJsxSpreadAttribute(a)) {
      const spread = shapeOf(checker.getTypeAtLocation(a.expression));
      Object.assign(object, spread.object ?? {});
      continue;
    }
    if (!ts.isJsxAttribute(a) || a.name.getText(file) === 'key') continue;
    const expression =
      a.initializer && ts.isJsxExpression(a.initializer) ? a.initializer.expression : a.initializer;
    object[a.name.getText(file)] = {
      shape: expression ? shapeOf(checker.getTypeAtLocation(expression)) : { literal: true },
      optional: false,
    };
  }
  return { object };
}

/** The module ids an expression can be: a literal, or the literal members of its type. */
function literalModuleIds({ ts, checker, moduleIds }, initializer) {
  const expression = ts.isJsxExpression(initializer) ? initializer.expression : initializer;
  if (!expression) return [];
  if (ts.isStringLiteralLike(expression))
    return moduleIds.has(expression.text) ? [expression.text] : [];
  const type = checker.getTypeAtLocation(expression);
  const members = type.isUnion() ? type.types : [type];
  return members
    .filter((member) => member.isStringLiteral())
    .map((member) => /** @type {import('typescript').StringLiteralType} */ (member).value)
    .filter((id) => moduleIds.has(id))
    .sort();
}

/** `bus.emit('name', payload)` and `bus.on('name', handler)` on a mitt Emitter. */
function busCall(scan, file, call) {
  const { ts, checker, shapeOf } = scan;
  const callee = call.expression;
  if (!ts.isPropertyAccessExpression(callee)) return;
  const method = callee.name.text;
  if (method !== 'emit' && method !== 'on') return;
  const [first] = call.arguments;
  if (!first || !ts.isStringLiteralLike(first)) return;
  const receiver = checker.getTypeAtLocation(callee.expression);
  const symbol = receiver.aliasSymbol ?? receiver.getSymbol();
  if (!symbol || symbol.getName() !== 'Emitter') return;
  const events =
    receiver.aliasTypeArguments?.[0] ??
    checker.getTypeArguments(/** @type {import('typescript').TypeReference} */ (receiver))[0];
  if (!events) return;
  const event = checker.getPropertyOfType(events, first.text);
  const payload = event ? shapeOf(checker.getTypeOfSymbol(event)) : { type: 'unknown' };
  const table = method === 'emit' ? scan.emits : scan.listens;
  const entry = (table[first.text] ??= { payload, from: [] });
  entry.from.push(whereIn(scan, file, call));
}

/** The props a module's default export accepts: a function component's first parameter. */
function propsOfDefaultExport(ts, checker, shapeOf, file) {
  const moduleSymbol = checker.getSymbolAtLocation(file);
  const exported = moduleSymbol
    ? checker.getExportsOfModule(moduleSymbol).find((s) => s.getName() === 'default')
    : undefined;
  if (!exported) return { type: 'unknown' };
  const target =
    exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const type = checker.getTypeOfSymbol(target);
  const [signature] = type.getCallSignatures();
  if (!signature) return { type: 'unknown' };
  const [parameter] = signature.getParameters();
  if (!parameter) return { object: {} };
  return shapeOf(checker.getTypeOfSymbol(parameter));
}

/** @template T @param {Record<string, T>} record @returns {Record<string, T>} */
function sortKeys(record) {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * What a compilation shares: the keys it provides to the page's share scope with their versions,
 * and the keys it consumes without a fallback module (`import: false`), with their required
 * ranges. A consume with a fallback needs nothing from other builds, so it is not listed.
 * @param {import('webpack').Compilation} compilation
 * @returns {{ provides: Record<string, string>, needs: Record<string, string> }}
 */
function sharesOf(compilation) {
  /** @type {Record<string, string>} */
  const provides = {};
  /** @type {Record<string, string>} */
  const needs = {};
  for (const module of compilation.modules) {
    const shared = /** @type {any} */ (module);
    if (module.type === 'provide-module') {
      provides[shared._name] = shared._version || '';
    } else if (module.type === 'consume-shared-module' && !shared.options.import) {
      needs[shared.options.shareKey] = shared.options.requiredVersion || '*';
    }
  }
  return { provides: sortKeys(provides), needs: sortKeys(needs) };
}

/**
 * What a compilation asks of the facades (infra/build/index.cjs FACADES) and what it provides
 * through them. A facade re-exports only part of its package and carries the package's version,
 * so an older shell's facade looks the same to the federation runtime as a newer one, and a name
 * it lacks is `undefined` in a remote at run time: the deploy gate compares these lists instead.
 * `uses`: key -> the export names the modules of this build's output import from it (value
 * imports, re-exports that are read, members of a namespace, destructured `import()`), `*` for a
 * namespace read as a whole. `provides`: key -> the names of the facade module this build
 * provides, as webpack found them (`*` when it cannot list them). Keys without names are left out.
 * @param {import('webpack').Compilation} compilation
 * @param {readonly string[]} keys the share keys provided by a facade module
 * @returns {{ uses: Record<string, string[]>, provides: Record<string, string[]> }}
 */
function facadesOf(compilation, keys) {
  /** @type {Record<string, string[]>} */
  const uses = {};
  /** @type {Record<string, string[]>} */
  const provides = {};
  for (const module of compilation.modules) {
    const shared = /** @type {any} */ (module);
    if (module.type === 'consume-shared-module' && keys.includes(shared.options.shareKey)) {
      // A key may have several consume modules (one per required range or fallback file).
      const key = shared.options.shareKey;
      const names = new Set([...(uses[key] ?? []), ...importedNames(compilation, module)]);
      if (names.size > 0) uses[key] = [...names].sort();
    } else if (module.type === 'provide-module' && keys.includes(shared._name)) {
      provides[shared._name] = providedNames(compilation, module);
    }
  }
  return { uses: sortKeys(uses), provides: sortKeys(provides) };
}

/**
 * The export names asked of a consumed shared module by the modules of the build's output, as
 * webpack's tree shaking reads them (`getReferencedExports`: the imported names, a namespace's
 * members, the destructured names of an `import()`; the empty path for the whole namespace).
 * A module concatenated into another is in no chunk of its own, and the concatenated module
 * carries copies of its connections, so only connections from modules in a chunk are read; code
 * webpack left out (an import only unused exports read) never runs, so it asks for nothing.
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').Module} consumed
 */
function importedNames(compilation, consumed) {
  const { moduleGraph, chunkGraph } = compilation;
  /** @type {Set<string>} */
  const names = new Set();
  for (const connection of moduleGraph.getIncomingConnections(consumed)) {
    const { originModule, dependency } = connection;
    if (!originModule || !dependency || chunkGraph.getNumberOfModuleChunks(originModule) === 0)
      continue;
    if (connection.getActiveState(undefined) === false) continue;
    for (const reference of dependency.getReferencedExports(moduleGraph, undefined)) {
      const [name] = Array.isArray(reference) ? reference : reference.name;
      names.add(name ?? '*');
    }
  }
  return names;
}

/**
 * The export names of the module a provide module shares: a facade lists its re-exports, which
 * webpack reads from its `export { ... } from` lines. `*` when webpack cannot list them (a
 * CommonJS module, or `export *` from one): the gate then takes the module to provide every name.
 * @param {import('webpack').Compilation} compilation
 * @param {import('webpack').Module} provide
 */
function providedNames(compilation, provide) {
  const { moduleGraph } = compilation;
  const provided = new Set();
  for (const connection of moduleGraph.getOutgoingConnections(provide)) {
    const exported = moduleGraph.getExportsInfo(connection.module).getProvidedExports();
    if (!Array.isArray(exported)) return ['*'];
    for (const name of exported) provided.add(name);
  }
  return [...provided].sort();
}

/**
 * Whether a shared library's version meets the range a consumer was built with, by the very
 * check the federation runtime applies to a singleton (`satisfy`, which only warns at run time
 * and then uses the version it has), so the deploy gate and the page agree on what matches.
 * A version or range the check cannot read counts as a match: the gate refuses what it knows to
 * be wrong, not what it cannot judge.
 * @param {string} version the provided version (`19.3.1`)
 * @param {string} range the consumer's required range (`^19.2.0`)
 */
function versionMeetsRange(version, range) {
  // A plain release and a range of numbers and operators; not `workspace:*`, `file:`, dist-tags.
  const readable = /^\d+\.\d+\.\d+$/.test(version) && /^[\s\d.xX*^~<>=|-]+$/.test(range);
  if (!readable) return true;
  const { satisfy } = require('@module-federation/enhanced/runtime');
  try {
    return satisfy(version, range);
  } catch {
    return true;
  }
}

/**
 * Webpack plugin: after a production build, writes the descriptor beside `mf-manifest.json`
 * (the shell's beside its index.html). A descriptor that cannot be written is a build warning,
 * not an error: the build still serves local work, and the deploy gate refuses a build without
 * a descriptor, so it cannot go live unchecked.
 */
class ContractDescriptorPlugin {
  /**
   * @param {{ dir: string, name: string, exposes?: Record<string, string>,
   *   runtimeShares?: { provides?: Record<string, string>, needs?: Record<string, string> },
   *   facades?: string[] }} options
   *   `runtimeShares`: the federation runtime packages the shell hands to the remotes outside the
   *   share scope (infra/build/index.cjs federationRuntimeShares), listed with the shares so the
   *   deploy gate checks them alike
   *   `facades`: the share keys provided by a facade module (infra/build/index.cjs FACADES),
   *   whose imported and provided names the descriptor lists (facadesOf)
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ContractDescriptorPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ContractDescriptorPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          try {
            const { runtimeShares, facades = [], ...build } = this.options;
            const shares = sharesOf(compilation);
            const descriptor = {
              ...describeBuild({
                ...build,
                exposes: build.exposes ?? (build.name === 'shell' ? {} : undefined),
              }),
              shares: {
                provides: sortKeys({ ...shares.provides, ...runtimeShares?.provides }),
                needs: sortKeys({ ...shares.needs, ...runtimeShares?.needs }),
              },
              facades: facadesOf(compilation, facades),
            };
            compilation.emitAsset(
              DESCRIPTOR_FILE,
              new RawSource(`${JSON.stringify(descriptor, null, 2)}\n`),
            );
          } catch (error) {
            compilation.warnings.push(
              new compiler.webpack.WebpackError(
                `The contract descriptor (${DESCRIPTOR_FILE}) could not be written: ${
                  error instanceof Error ? error.message : String(error)
                }`,
              ),
            );
          }
        },
      );
    });
  }
}

module.exports = {
  DESCRIPTOR_FILE,
  DESCRIPTOR_FORMAT,
  describeBuild,
  collectOperations,
  sharesOf,
  facadesOf,
  versionMeetsRange,
  ContractDescriptorPlugin,
};
