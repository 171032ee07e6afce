package org.jmlir.ir.parse;

/**
 * Options of a source parse.
 *
 * @param implicitModule wrap top-level ops in a {@code builtin.module} unless the file holds exactly
 *     one module op (mlir-opt's default; {@code --no-implicit-module} turns it off)
 * @param chunkStart byte offset where the parsed chunk of a {@code -split-input-file} run begins (just
 *     past its split marker); the implicit module is located there, as mlir-opt 22 does. 0 for a
 *     whole file, whose implicit module is at {@code loc("file":0:0)}.
 */
public record ParseOptions(boolean implicitModule, int chunkStart) {
  public static final ParseOptions DEFAULT = new ParseOptions(true);

  public ParseOptions(boolean implicitModule) {
    this(implicitModule, 0);
  }
}
