package org.jmlir.pdll.parse;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jmlir.pdll.ast.PdllException;
import org.jmlir.pdll.ast.PdllModule;
import org.jmlir.pdll.ast.PdllSource;

/**
 * Reads a PDLL file and the files it includes into a checked {@link PdllModule}, or throws a
 * {@link PdllException} with mlir-pdll 22's first error. Includes are looked up beside the including
 * file, then in the include directories, as mlir-pdll's {@code -I}.
 */
public final class PdllFrontend {
  private final List<Path> includeDirs;

  public PdllFrontend(List<Path> includeDirs) {
    this.includeDirs = List.copyOf(includeDirs);
  }

  public PdllFrontend() {
    this(List.of());
  }

  /**
   * Parses and checks {@code source}. ANTLR's two-stage strategy: SLL prediction first (fast, its
   * decisions cached), and only after a syntax error a second parse with full LL prediction, whose
   * error is the file's.
   */
  public PdllModule parse(PdllSource source) {
    PdllSema sema = new PdllSema(this, org.antlr.v4.runtime.atn.PredictionMode.SLL);
    try {
      sema.parseFile(source);
    } catch (PdllException e) {
      if (!sema.sawSyntaxError()) {
        throw e;
      }
      sema = new PdllSema(this, org.antlr.v4.runtime.atn.PredictionMode.LL);
      sema.parseFile(source);
    }
    PdllModule module = new PdllModule(List.copyOf(sema.decls()), List.copyOf(sema.warnings()));
    PdlBindingCheck.check(module);
    return module;
  }

  /** Reads the file at {@code path} (named {@code name} in diagnostics); null when it cannot be read. */
  public static PdllSource read(String name, Path path) {
    try {
      return new PdllSource(name, path, new String(Files.readAllBytes(path), StandardCharsets.UTF_8));
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  /** The included file {@code file} as seen from {@code from}, or null when there is none. */
  PdllSource openInclude(PdllSource from, String file) {
    try {
      Path p = Path.of(file);
      if (p.isAbsolute()) {
        return Files.isRegularFile(p) ? read(file, p) : null;
      }
      if (from.path() != null) {
        Path dir = from.path().toAbsolutePath().getParent();
        if (dir != null && Files.isRegularFile(dir.resolve(p))) {
          Path beside = from.path().getParent() == null ? p : from.path().getParent().resolve(p);
          return read(beside.toString(), dir.resolve(p));
        }
      }
      for (Path d : includeDirs) {
        if (Files.isRegularFile(d.resolve(p))) {
          return read(d.resolve(p).toString(), d.resolve(p));
        }
      }
      return Files.isRegularFile(p) ? read(file, p) : null;
    } catch (java.nio.file.InvalidPathException e) {
      return null;
    }
  }
}
