import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type ModuleOptions = Parameters<NodeFS['init']>[1];
type PostgresModule = Parameters<NonNullable<ModuleOptions['preRun']>[number]>[0];

const SEEK_END = 2;

/** The parts of Emscripten's module, file nodes, streams and NODEFS the cache touches. */
interface FileNode {
  mode: number;
  knownSize?: number;
}
interface FileStream {
  node: FileNode;
}
interface NodeFsOperations {
  stream_ops: {
    llseek: (stream: FileStream, offset: number, whence: number) => number;
    write: (stream: FileStream, ...rest: unknown[]) => number;
    setattr: (stream: FileStream, attributes: object) => void;
  };
  node_ops: { setattr: (node: FileNode, attributes: object) => void };
}
interface ModuleFiles {
  NODEFS: NodeFsOperations;
  FS: { isFile: (mode: number) => boolean };
}

/**
 * PGlite's files on disk (its `NodeFS`), remembering each file's size between PostgreSQL's
 * `lseek(fd, 0, SEEK_END)` calls, which Emscripten answers with an `fstat` each time: PostgreSQL
 * asks for relations' sizes several times a query, and those system calls took a tenth of the
 * embedded server's thread under load. A size is forgotten on every write and truncate of its
 * file: the only ways it changes while the data directory is locked to this process. See
 * docs/decisions/0021.
 */
export class SizeCachingNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: ModuleOptions): Promise<{ emscriptenOpts: ModuleOptions }> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const cacheSizes = (module: PostgresModule) => {
      const { NODEFS, FS } = module as unknown as ModuleFiles;
      cacheFileSizes(NODEFS, (mode) => FS.isFile(mode));
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [cacheSizes, ...(emscriptenOpts.preRun ?? [])] },
    };
  }
}

/** Wraps one Emscripten module's NODEFS operations (every PGlite has a module of its own). */
function cacheFileSizes(
  { stream_ops: streams, node_ops: nodes }: NodeFsOperations,
  isFile: (mode: number) => boolean,
): void {
  const { llseek, write, setattr } = streams;
  const setNodeAttributes = nodes.setattr;
  const forget = (node: FileNode) => (node.knownSize = undefined);

  streams.write = (stream, ...rest) => {
    forget(stream.node);
    return write(stream, ...rest);
  };
  streams.setattr = (stream, attributes) => {
    forget(stream.node);
    setattr(stream, attributes);
  };
  nodes.setattr = (node, attributes) => {
    forget(node);
    setNodeAttributes(node, attributes);
  };
  streams.llseek = (stream, offset, whence) => {
    if (whence !== SEEK_END || offset !== 0 || !isFile(stream.node.mode)) {
      return llseek(stream, offset, whence);
    }
    stream.node.knownSize ??= llseek(stream, 0, SEEK_END);
    return stream.node.knownSize;
  };
}
