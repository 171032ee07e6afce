package org.jmlir.pdll.interp;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.diag.DiagnosticEngine;
import org.jmlir.ir.parse.Lexer;
import org.jmlir.ir.parse.ParseException;
import org.jmlir.ir.parse.ParserState;
import org.jmlir.ir.rewrite.FrozenPatternSet;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.pdll.ast.Decl;
import org.jmlir.pdll.ast.Expr;
import org.jmlir.pdll.ast.PdllException;
import org.jmlir.pdll.ast.PdllModule;
import org.jmlir.pdll.ast.PdllSource;
import org.jmlir.pdll.ast.Stmt;
import org.jmlir.pdll.parse.PdllFrontend;

/**
 * Rewrite rules written in PDLL, ready for the greedy driver: read a file (or a class-path resource,
 * as legalizations ship their rules), check it as mlir-pdll 22 does, and turn each {@code Pattern}
 * into a {@link RewritePattern} the interpreter runs. Native constraints and rewrites come from
 * {@link PdllNatives}; {@code attr<"...">} and {@code type<"...">} literals are parsed once, here.
 *
 * <pre>{@code
 * PdllModule rules = PdllRules.parse(PdllRules.resource(loader, "rules/tf-to-hlo.pdll"));
 * FrozenPatternSet set = PdllRules.patternSet(rules, ctx, natives);
 * GreedyPatternRewriteDriver.applyPatternsGreedily(module, set, config);
 * }</pre>
 */
public final class PdllRules {
  private PdllRules() {}

  /** A PDLL file on disk, named in diagnostics as {@code name}; null when it cannot be read. */
  public static PdllSource file(String name, Path path) {
    return PdllFrontend.read(name, path);
  }

  /** A PDLL file among the class-path resources of {@code loader}; null when there is none. */
  public static PdllSource resource(ClassLoader loader, String name) {
    try (InputStream in = loader.getResourceAsStream(name)) {
      return in == null ? null : new PdllSource(name, null, new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      return null;
    }
  }

  /** Parses and checks PDLL source (and what it includes, beside it or in {@code includeDirs}). */
  public static PdllModule parse(PdllSource source, List<Path> includeDirs) {
    return new PdllFrontend(includeDirs).parse(source);
  }

  public static PdllModule parse(PdllSource source) {
    return parse(source, List.of());
  }

  /**
   * The module's patterns as rewrite patterns on {@code ctx}'s IR.
   *
   * @throws PdllException at a literal MLIR cannot parse, or a native constraint or rewrite the
   *     patterns use that {@code natives} does not implement
   */
  public static List<RewritePattern> patterns(PdllModule module, MLIRContext ctx, PdllNatives natives) {
    Map<Expr, Object> literals = new IdentityHashMap<>();
    Checker checker = new Checker(ctx, natives, literals);
    for (Decl d : module.decls()) {
      switch (d) {
        case Decl.Pattern p -> checker.stmt(p.body());
        case Decl.Callable c -> {
          if (c.body() != null) {
            checker.stmt(c.body());
          }
        }
        default -> {}
      }
    }
    PdllInterpreter interpreter = new PdllInterpreter(ctx, natives, literals);
    List<RewritePattern> out = new ArrayList<>();
    for (Decl.Pattern p : module.patterns()) {
      out.add(new PdllRewritePattern(p, interpreter));
    }
    return out;
  }

  public static FrozenPatternSet patternSet(PdllModule module, MLIRContext ctx, PdllNatives natives) {
    return new FrozenPatternSet(patterns(module, ctx, natives));
  }

  /** Parses the literals and checks the natives of every statement it is shown. */
  private record Checker(MLIRContext ctx, PdllNatives natives, Map<Expr, Object> literals) {
    void stmt(Stmt s) {
      switch (s) {
        case Stmt.Let l -> {
          Decl.Variable v = l.variable();
          if (v.init() != null) {
            expr(v.init());
          }
          for (Decl.ConstraintRef c : v.constraints()) {
            if (c.constraint() instanceof Decl.Builtin b && b.typeExpr() != null) {
              expr(b.typeExpr());
            } else if (c.constraint() instanceof Decl.Callable callee) {
              callable(callee, c.loc());
            }
          }
        }
        case Stmt.Erase e -> expr(e.root());
        case Stmt.Replace r -> {
          expr(r.root());
          r.values().forEach(this::expr);
        }
        case Stmt.Rewrite r -> {
          expr(r.root());
          stmt(r.body());
        }
        case Stmt.Return r -> expr(r.value());
        case Stmt.Compound c -> c.statements().forEach(this::stmt);
        case Expr e -> expr(e);
      }
    }

    void expr(Expr e) {
      switch (e) {
        case Expr.AttrLiteral a -> literals.put(a, parse(a.text(), true, e));
        case Expr.TypeLiteral t -> literals.put(t, parse(t.text(), false, e));
        case Expr.DeclRef r -> {
          if (r.decl() instanceof Decl.Variable v) {
            stmt(new Stmt.Let(r.loc(), v));
          }
        }
        case Expr.Operation o -> {
          o.operands().forEach(this::expr);
          o.attributes().forEach(a -> expr(a.value()));
          o.resultTypes().forEach(this::expr);
        }
        case Expr.MemberAccess m -> expr(m.parent());
        case Expr.AllResults a -> expr(a.parent());
        case Expr.Tuple t -> t.elements().forEach(this::expr);
        case Expr.Range r -> r.elements().forEach(this::expr);
        case Expr.Call c -> {
          c.args().forEach(this::expr);
          callable(c.callable(), c.loc());
        }
      }
    }

    void callable(Decl.Callable c, org.jmlir.pdll.ast.Loc use) {
      if (!c.isNative()) {
        return;
      }
      boolean missing = c.isConstraint() ? natives.constraint(c.name()) == null : natives.rewrite(c.name()) == null;
      if (missing) {
        throw new PdllException(c.loc(), "native " + c.kind() + " `" + c.name()
            + "` has no Java implementation (register one in PdllNatives or through a PdllNativeProvider service)");
      }
      if (c.isConstraint() && !c.results().isEmpty()) {
        throw new PdllException(c.loc(), "native constraints with results are not supported by jmlir");
      }
    }

    Object parse(String text, boolean attribute, Expr e) {
      DiagnosticEngine engine = ctx.diagnostics();
      List<String> messages = new ArrayList<>();
      DiagnosticEngine.Registration reg = engine.pushHandler(d -> messages.add(d.message()));
      try {
        ParserState state = new ParserState(ctx, new Lexer(text.getBytes(StandardCharsets.UTF_8), "<pdll>"));
        Object v = attribute ? state.attributes.parseAttribute(null) : state.types.parseType();
        if (state.lexer.kind() != org.jmlir.ir.parse.TokenKind.EOF) {
          messages.add("unexpected text after the " + (attribute ? "attribute" : "type"));
          throw new ParseException("trailing text");
        }
        return v;
      } catch (ParseException | IllegalArgumentException ex) {
        String why = messages.isEmpty() ? String.valueOf(ex.getMessage()) : messages.get(0);
        throw new PdllException(e.loc(), "invalid MLIR " + (attribute ? "attribute" : "type") + " `" + text + "`: " + why);
      } finally {
        reg.close();
      }
    }
  }
}
