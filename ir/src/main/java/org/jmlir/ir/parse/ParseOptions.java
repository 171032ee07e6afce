package org.jmlir.ir.parse;

/**
 * Options of a source parse.
 *
 * @param implicitModule wrap top-level ops in a {@code builtin.module} unless the file holds exactly
 *     one module op (mlir-opt's default; {@code --no-implicit-module} turns it off)
 */
public record ParseOptions(boolean implicitModule) {
  public static final ParseOptions DEFAULT = new ParseOptions(true);
}
