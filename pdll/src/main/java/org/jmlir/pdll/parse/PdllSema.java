package org.jmlir.pdll.parse;

import static org.jmlir.pdll.parse.PdllParser.*;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.antlr.v4.runtime.ParserRuleContext;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.tree.ParseTree;
import org.antlr.v4.runtime.tree.ParseTreeProperty;
import org.antlr.v4.runtime.tree.TerminalNode;
import org.jmlir.pdll.ast.Decl;
import org.jmlir.pdll.ast.Expr;
import org.jmlir.pdll.ast.Loc;
import org.jmlir.pdll.ast.PdllDiagnostic;
import org.jmlir.pdll.ast.PdllException;
import org.jmlir.pdll.ast.PdllSource;
import org.jmlir.pdll.ast.PdllType;
import org.jmlir.pdll.ast.Stmt;

/**
 * mlir-pdll 22's semantic analysis, run as a parse listener: each check runs when the parser leaves
 * (or enters) the rule it belongs to, so the first error is the one mlir-pdll's single-pass parser
 * reports, with its wording and position. Builds the typed AST ({@link Decl}, {@link Expr},
 * {@link Stmt}) as it goes.
 */
final class PdllSema extends PdllBaseListener {
  /** What is being parsed, which decides what may appear (mlir-pdll's ParserContext). */
  private enum Context {
    GLOBAL,
    CONSTRAINT,
    PATTERN_MATCH,
    REWRITE
  }

  /** A Constraint or Rewrite declaration being parsed. */
  private static final class DeclFrame {
    final boolean isConstraint;
    final boolean inline;
    final Loc keywordLoc;
    String name;
    Loc nameLoc;
    Scope argScope;
    final List<Decl.Variable> args = new ArrayList<>();
    final List<Decl.Variable> results = new ArrayList<>();
    PdllType resultType;
    Stmt.Compound body;

    DeclFrame(boolean isConstraint, boolean inline, Loc keywordLoc) {
      this.isConstraint = isConstraint;
      this.inline = inline;
      this.keywordLoc = keywordLoc;
    }
  }

  /** A Pattern being parsed: its metadata so far. */
  private static final class PatternFrame {
    Loc benefitLoc;
    int benefit;
    Loc recursionLoc;
    Stmt.Compound body;
  }

  private final PdllFrontend frontend;
  private final org.antlr.v4.runtime.atn.PredictionMode predictionMode;
  private boolean syntaxError;
  private PdllSource source;
  private PdllParser parser;
  private int includeDepth;
  private boolean failed;
  private Scope scope;
  private final Deque<Context> contexts = new ArrayDeque<>();
  private final Deque<DeclFrame> declFrames = new ArrayDeque<>();
  private final Deque<PatternFrame> patternFrames = new ArrayDeque<>();
  private final ParseTreeProperty<Object> values = new ParseTreeProperty<>();
  private final List<Decl> decls = new ArrayList<>();
  private final List<PdllDiagnostic> warnings = new ArrayList<>();
  private int anonymousCounter;

  PdllSema(PdllFrontend frontend, org.antlr.v4.runtime.atn.PredictionMode predictionMode) {
    this.frontend = frontend;
    this.predictionMode = predictionMode;
    contexts.push(Context.GLOBAL);
  }

  List<Decl> decls() {
    return decls;
  }

  List<PdllDiagnostic> warnings() {
    return warnings;
  }

  /** Parses one file (the main one or an include) into the current module. */
  void parseFile(PdllSource src) {
    PdllSource savedSource = source;
    PdllParser savedParser = parser;
    source = src;
    includeDepth++;
    try {
      PdllLexer lexer = new PdllLexer(org.antlr.v4.runtime.CharStreams.fromString(src.text(), src.name()));
      lexer.removeErrorListeners();
      parser = new PdllParser(new org.antlr.v4.runtime.CommonTokenStream(lexer));
      parser.removeErrorListeners();
      parser.setErrorHandler(new PdllErrors(this));
      parser.getInterpreter().setPredictionMode(predictionMode);
      parser.addParseListener(this);
      parser.module();
    } finally {
      includeDepth--;
      source = savedSource;
      parser = savedParser;
    }
  }

  // ---- errors ---------------------------------------------------------------------------------

  Loc loc(Token t) {
    return new Loc(source, Math.max(0, t.getStartIndex()));
  }

  private Loc loc(ParserRuleContext ctx) {
    return loc(ctx.getStart());
  }

  /** Just past the end of a token (mlir-pdll's SMRange End). */
  private Loc endLoc(Token t) {
    return new Loc(source, t.getStopIndex() + 1);
  }

  PdllException fail(PdllException e) {
    failed = true;
    return e;
  }

  /** Reports a syntax (or lexer) error: with SLL prediction it may be SLL's, not the file's. */
  PdllException syntaxError(PdllException e) {
    syntaxError = true;
    return fail(e);
  }

  boolean sawSyntaxError() {
    return syntaxError;
  }

  private PdllException error(Loc loc, String message, PdllDiagnostic... notes) {
    return fail(new PdllException(loc, message, notes));
  }

  private static PdllDiagnostic note(Loc loc, String message) {
    return PdllDiagnostic.note(loc, message);
  }

  /** The lexer's error for an error token, or null for a good token. */
  PdllException lexError(Token t) {
    String text = t.getText();
    int start = t.getStartIndex();
    switch (t.getType()) {
      case ERROR_CHAR:
        return new PdllException(new Loc(source, start), "unexpected character");
      case BAD_STRING: {
        for (int i = 1; i < text.length(); i++) {
          if (text.charAt(i) == '\\') {
            char c = i + 1 < text.length() ? text.charAt(i + 1) : 0;
            if (c == '"' || c == '\\' || c == 'n' || c == 't') {
              i++;
            } else if (isHex(c) && i + 2 < text.length() && isHex(text.charAt(i + 2))) {
              i += 2;
            } else {
              return new PdllException(new Loc(source, start + i), "unknown escape in string literal");
            }
          }
        }
        int end = start + text.length();
        // The newline that ends the line, or the last character of the file.
        int at = end < source.text().length() ? end : Math.max(0, end - 1);
        return new PdllException(new Loc(source, at), "expected '\"' in string literal");
      }
      case BAD_STRING_BLOCK:
        return new PdllException(new Loc(source, Math.max(0, source.text().length() - 1)), "expected '}]' in string literal");
      default:
        return null;
    }
  }

  private static boolean isHex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
  }

  // ---- helpers --------------------------------------------------------------------------------

  private Context context() {
    return contexts.peek();
  }

  @SuppressWarnings("unchecked")
  private <T> T value(ParseTree t) {
    return (T) values.get(t);
  }

  private Expr expr(ParseTree t) {
    return value(t);
  }

  private void checkDefine(String name, Loc loc) {
    Decl last = scope.lookup(name);
    if (last != null) {
      throw error(loc, "`" + name + "` has already been defined", note(last.loc(), "see previous definition here"));
    }
  }

  private Decl.Variable defineVariable(String name, Loc loc, PdllType type, Expr init, List<Decl.ConstraintRef> constraints) {
    Decl.Variable v = new Decl.Variable(name, loc, type, init, constraints);
    if (name.isEmpty() || name.equals("_")) {
      return v;
    }
    checkDefine(name, loc);
    scope.add(v);
    return v;
  }

  /** Decodes a string or code-block token (mlir-pdll's Token::getStringValue). */
  static String stringValue(Token t) {
    String s = t.getText();
    if (t.getType() == STRING_BLOCK) {
      return s.substring(2, s.length() - 2);
    }
    s = s.substring(1, s.length() - 1);
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c != '\\') {
        sb.append(c);
        continue;
      }
      char c1 = s.charAt(++i);
      switch (c1) {
        case '"', '\\' -> sb.append(c1);
        case 'n' -> sb.append('\n');
        case 't' -> sb.append('\t');
        default -> {
          sb.append((char) Integer.parseInt(s.substring(i, i + 2), 16));
          i++;
        }
      }
    }
    return sb.toString();
  }

  // ---- conversions (mlir-pdll's convertExpressionTo) ------------------------------------------

  private Expr convert(Expr e, PdllType type, Consumer<List<PdllDiagnostic>> notes) {
    PdllType from = e.type();
    if (from.equals(type)) {
      return e;
    }
    java.util.function.Supplier<PdllException> err = () -> {
      List<PdllDiagnostic> n = new ArrayList<>();
      if (notes != null) {
        notes.accept(n);
      }
      return error(e.loc(), "unable to convert expression of type `" + from + "` to the expected type of `" + type + "`",
          n.toArray(new PdllDiagnostic[0]));
    };
    if (from instanceof PdllType.Op) {
      if (type instanceof PdllType.Op op) {
        if (op.name() != null) {
          throw err.get();
        }
        return e;
      }
      if (type == PdllType.VALUE_RANGE || type == PdllType.VALUE) {
        return new Expr.AllResults(e.loc(), e, type);
      }
      throw err.get();
    }
    if ((from == PdllType.VALUE || from == PdllType.VALUE_RANGE) && (type == PdllType.VALUE || type == PdllType.VALUE_RANGE)) {
      return e;
    }
    if ((from == PdllType.TYPE || from == PdllType.TYPE_RANGE) && (type == PdllType.TYPE || type == PdllType.TYPE_RANGE)) {
      return e;
    }
    if (from instanceof PdllType.Tuple tuple) {
      if (type instanceof PdllType.Tuple target) {
        if (target.types().size() != tuple.types().size()) {
          throw err.get();
        }
        List<Expr> elements = new ArrayList<>();
        for (int i = 0; i < tuple.types().size(); i++) {
          int index = i;
          Expr member = new Expr.MemberAccess(e.loc(), e, Integer.toString(i), tuple.types().get(i));
          elements.add(convert(member, target.types().get(i), n -> {
            n.add(note(null, "when converting element #" + index + " of `" + tuple + "`"));
            if (notes != null) {
              notes.accept(n);
            }
          }));
        }
        return new Expr.Tuple(e.loc(), elements, target.names(), target);
      }
      if (type == PdllType.VALUE_RANGE || type == PdllType.TYPE_RANGE) {
        if (context() != Context.REWRITE) {
          List<PdllDiagnostic> n = new ArrayList<>();
          if (notes != null) {
            notes.accept(n);
          }
          n.add(note(null, "Tuple to Range conversion is currently only allowed within a rewrite context"));
          throw error(e.loc(), "unable to convert expression of type `" + from + "` to the expected type of `" + type + "`",
              n.toArray(new PdllDiagnostic[0]));
        }
        PdllType single = type == PdllType.VALUE_RANGE ? PdllType.VALUE : PdllType.TYPE;
        List<Expr> elements = new ArrayList<>();
        for (int i = 0; i < tuple.types().size(); i++) {
          PdllType t = tuple.types().get(i);
          if (t != single && t != type) {
            throw err.get();
          }
          elements.add(new Expr.MemberAccess(e.loc(), e, Integer.toString(i), t));
        }
        return new Expr.Range(e.loc(), elements, type);
      }
    }
    throw err.get();
  }

  // ---- constraints ----------------------------------------------------------------------------

  private PdllType validateConstraints(List<Decl.ConstraintRef> refs) {
    PdllType inferred = null;
    for (Decl.ConstraintRef r : refs) {
      inferred = validateConstraint(r, inferred);
    }
    return inferred;
  }

  private PdllType validateConstraint(Decl.ConstraintRef ref, PdllType inferred) {
    PdllType t;
    switch (ref.constraint()) {
      case Decl.Builtin b -> {
        t = switch (b.kind()) {
          case ATTR -> {
            checkTypeExpr(b.typeExpr(), PdllType.TYPE, "Type");
            yield PdllType.ATTR;
          }
          case OP -> new PdllType.Op(b.opName());
          case TYPE -> PdllType.TYPE;
          case TYPE_RANGE -> PdllType.TYPE_RANGE;
          case VALUE -> {
            checkTypeExpr(b.typeExpr(), PdllType.TYPE, "Type");
            yield PdllType.VALUE;
          }
          case VALUE_RANGE -> {
            checkTypeExpr(b.typeExpr(), PdllType.TYPE_RANGE, "TypeRange");
            yield PdllType.VALUE_RANGE;
          }
        };
      }
      case Decl.Callable c -> {
        if (c.inputs().size() != 1) {
          throw error(ref.loc(),
              "`Constraint`s applied via a variable constraint list must take a single input, but got " + c.inputs().size(),
              note(c.loc(), "see definition of constraint here"));
        }
        t = c.inputs().get(0).type();
      }
    }
    if (inferred == null) {
      return t;
    }
    PdllType merged = PdllType.refine(inferred, t);
    if (merged == null) {
      throw error(ref.loc(), "constraint type `" + t + "` is incompatible with the previously inferred type `" + inferred + "`");
    }
    return merged;
  }

  private void checkTypeExpr(Expr typeExpr, PdllType expected, String spelling) {
    if (typeExpr != null && !typeExpr.type().equals(expected)) {
      throw error(typeExpr.loc(), "expected expression of `" + spelling + "` in type constraint");
    }
  }

  // ---- module and directives ------------------------------------------------------------------

  @Override
  public void enterModule(ModuleContext ctx) {
    if (includeDepth == 1) {
      scope = new Scope(null);
    }
  }

  @Override
  public void exitDirectiveName(DirectiveNameContext ctx) {
    if (failed) {
      return;
    }
    String d = ctx.getText();
    if (!d.equals("#include")) {
      throw error(loc(ctx), "unknown directive `" + d + "`");
    }
  }

  @Override
  public void exitIncludeFile(IncludeFileContext ctx) {
    if (failed) {
      return;
    }
    DirectiveContext directive = (DirectiveContext) ctx.getParent();
    if (ctx.getChildCount() == 0) {
      throw error(loc(directive), "expected string file name after `include` directive");
    }
    Token fileTok = ctx.getStart();
    String file = stringValue(fileTok);
    Loc fileLoc = loc(fileTok);
    if (file.endsWith(".pdll")) {
      PdllSource included = frontend.openInclude(source, file);
      if (included == null) {
        throw error(fileLoc, "unable to open include file `" + file + "`");
      }
      parseFile(included);
      return;
    }
    if (file.endsWith(".td")) {
      if (frontend.openInclude(source, file) == null) {
        throw error(fileLoc, "unable to open include file `" + file + "`");
      }
      throw error(fileLoc, "error while processing include file `" + file
          + "`: jmlir does not read TableGen (.td) files; declare the ops' constraints in PDLL instead");
    }
    throw error(fileLoc, "expected include filename to end with `.pdll` or `.td`");
  }

  // ---- Constraint and Rewrite declarations ----------------------------------------------------

  private void enterDecl(ParserRuleContext ctx, boolean isConstraint, boolean inline) {
    if (failed) {
      return;
    }
    declFrames.push(new DeclFrame(isConstraint, inline, loc(ctx)));
    contexts.push(isConstraint ? Context.CONSTRAINT : Context.REWRITE);
  }

  @Override
  public void enterConstraintDecl(ConstraintDeclContext ctx) {
    enterDecl(ctx, true, false);
  }

  @Override
  public void enterRewriteDecl(RewriteDeclContext ctx) {
    enterDecl(ctx, false, false);
  }

  @Override
  public void enterInlineConstraintDecl(InlineConstraintDeclContext ctx) {
    enterDecl(ctx, true, true);
  }

  @Override
  public void enterInlineRewriteDecl(InlineRewriteDeclContext ctx) {
    enterDecl(ctx, false, true);
  }

  @Override
  public void exitDeclName(DeclNameContext ctx) {
    if (failed) {
      return;
    }
    DeclFrame f = declFrames.peek();
    if (ctx.IDENT() != null) {
      f.name = ctx.IDENT().getText();
      f.nameLoc = loc(ctx.IDENT().getSymbol());
      return;
    }
    if (!f.inline) {
      throw error(loc(ctx.getStart()), "expected identifier name");
    }
    f.name = "<anonymous_" + (f.isConstraint ? "constraint" : "rewrite") + "_" + anonymousCounter++ + ">";
    f.nameLoc = f.keywordLoc;
  }

  @Override
  public void enterArgList(ArgListContext ctx) {
    if (failed) {
      return;
    }
    DeclFrame f = declFrames.peek();
    f.argScope = new Scope(scope);
    scope = f.argScope;
  }

  @Override
  public void exitArgList(ArgListContext ctx) {
    if (failed) {
      return;
    }
    scope = scope.parent;
  }

  @Override
  public void exitArgDecl(ArgDeclContext ctx) {
    if (failed) {
      return;
    }
    Decl.ConstraintRef c = value(ctx.constraint());
    PdllType t = validateConstraint(c, null);
    Token name = ctx.varName().getStart();
    declFrames.peek().args.add(defineVariable(name.getText(), loc(name), t, null, List.of(c)));
  }

  @Override
  public void enterResultSpec(ResultSpecContext ctx) {
    if (failed) {
      return;
    }
    scope = new Scope(scope);
  }

  /** A result's first part is its name unless it names a constraint; a name needs a `:` after it. */
  private boolean resultNameAt(ParseTree head) {
    if (!(head.getParent() instanceof ResultDeclContext rd) || rd.getChild(0) != head) {
      return false;
    }
    boolean isName;
    if (head instanceof NamedConstraintContext nc) {
      isName = !(scope.lookup(nc.getText()) instanceof Decl.Constraint);
    } else {
      isName = head instanceof TerminalNode;
    }
    Token next = parser.getInputStream().LT(1);
    if (isName && next.getType() != COLON) {
      throw error(loc(next), "expected `:` before result constraint");
    }
    if (!isName && next.getType() == COLON) {
      throw error(loc(next), rd.getParent() instanceof ResultListContext
          ? "expected `)` to end result list" : "expected `;` after native declaration");
    }
    return isName;
  }

  @Override
  public void visitTerminal(TerminalNode node) {
    if (failed) {
      return;
    }
    if (node.getParent() instanceof ResultDeclContext) {
      resultNameAt(node);
    }
  }

  @Override
  public void exitResultDecl(ResultDeclContext ctx) {
    if (failed) {
      return;
    }
    String name = "";
    Loc nameLoc;
    Decl.ConstraintRef c;
    if (ctx.getChildCount() == 3) {
      name = ctx.getChild(0).getText();
      nameLoc = loc(ctx.getStart());
      c = value(ctx.getChild(2));
    } else {
      c = value(ctx.getChild(0));
      nameLoc = c.loc();
    }
    PdllType t = validateConstraint(c, null);
    declFrames.peek().results.add(defineVariable(name, nameLoc, t, null, List.of(c)));
  }

  @Override
  public void exitResultSpec(ResultSpecContext ctx) {
    if (failed) {
      return;
    }
    scope = scope.parent;
    DeclFrame f = declFrames.peek();
    if (f.results.size() == 1 && !f.results.get(0).name().isEmpty()) {
      throw error(f.results.get(0).loc(), "cannot create a single-element tuple with an element label");
    }
  }

  private static PdllType resultType(List<Decl.Variable> results) {
    if (results.size() == 1) {
      return results.get(0).type();
    }
    List<PdllType> types = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (Decl.Variable v : results) {
      types.add(v.type());
      names.add(v.name());
    }
    return new PdllType.Tuple(types, names);
  }

  @Override
  public void exitNativeCode(NativeCodeContext ctx) {
    if (failed) {
      return;
    }
    DeclFrame f = declFrames.peek();
    if (ctx.getChildCount() == 0 && f.inline) {
      throw error(f.nameLoc, "external declarations must be declared in global scope");
    }
  }

  private boolean isDecl(ParseTree t) {
    return t instanceof ConstraintDeclContext || t instanceof RewriteDeclContext || t instanceof InlineConstraintDeclContext
        || t instanceof InlineRewriteDeclContext;
  }

  /** Entering a body: a declaration's body sees its arguments; every body has its own scope. */
  private void enterBody(ParserRuleContext ctx) {
    if (failed) {
      return;
    }
    if (isDecl(ctx.getParent())) {
      scope = declFrames.peek().argScope;
    }
    scope = new Scope(scope);
  }

  @Override
  public void enterCompoundStmt(CompoundStmtContext ctx) {
    enterBody(ctx);
  }

  @Override
  public void enterLambdaBody(LambdaBodyContext ctx) {
    enterBody(ctx);
  }

  @Override
  public void enterInlineLambdaBody(InlineLambdaBodyContext ctx) {
    enterBody(ctx);
  }

  @Override
  public void exitCompoundStmt(CompoundStmtContext ctx) {
    if (failed) {
      return;
    }
    scope = scope.parent;
    List<Stmt> stmts = new ArrayList<>();
    for (StmtContext s : ctx.stmt()) {
      stmts.add(value(s));
    }
    Token close = ctx.getStop();
    Stmt.Compound body = new Stmt.Compound(loc(ctx), endLoc(close), stmts);
    values.put(ctx, body);
    ParseTree parent = ctx.getParent();
    if (isDecl(parent)) {
      DeclFrame f = declFrames.peek();
      f.body = body;
      validateReturn(f, body);
      scope = f.argScope.parent;
    } else if (parent instanceof PatternBodyContext pb) {
      validatePatternBody((PatternDeclContext) pb.getParent(), body);
      patternFrames.peek().body = body;
    } else if (parent instanceof RewriteBodyContext) {
      for (Stmt s : stmts) {
        if (s instanceof Stmt.Return) {
          throw error(s.loc(), "`return` statements are only permitted within a `Constraint` or `Rewrite` body");
        }
      }
    }
  }

  private void validateReturn(DeclFrame f, Stmt.Compound body) {
    List<Stmt> stmts = body.statements();
    int i = 0;
    while (i < stmts.size() && !(stmts.get(i) instanceof Stmt.Return)) {
      i++;
    }
    String kind = f.isConstraint ? "Constraint" : "Rewrite";
    if (i < stmts.size()) {
      if (i + 1 < stmts.size()) {
        throw error(stmts.get(i + 1).loc(), "`return` terminated the `" + kind + "` body, but found trailing statements afterwards");
      }
    } else if (!f.results.isEmpty()) {
      throw error(body.end(), "missing return in a `" + kind + "` expected to return `" + resultType(f.results) + "`");
    }
  }

  private void validatePatternBody(PatternDeclContext pattern, Stmt.Compound body) {
    List<Stmt> stmts = body.statements();
    int i = 0;
    for (; i < stmts.size(); i++) {
      Stmt s = stmts.get(i);
      if (s instanceof Stmt.Return) {
        throw error(s.loc(), "`return` statements are only permitted within a `Constraint` or `Rewrite` body");
      }
      if (Stmt.isOpRewrite(s)) {
        break;
      }
    }
    if (i == stmts.size()) {
      throw error(loc(pattern), "expected Pattern body to terminate with an operation rewrite statement, such as `erase`");
    }
    if (i + 1 < stmts.size()) {
      throw error(stmts.get(i + 1).loc(), "Pattern body was terminated by an operation rewrite statement, but found trailing statements");
    }
  }

  private void exitLambda(ParserRuleContext ctx, StmtContext stmtCtx) {
    if (failed) {
      return;
    }
    scope = scope.parent;
    Stmt stmt = value(stmtCtx);
    ParseTree parent = ctx.getParent();
    Token next = parser.getInputStream().LT(1);
    Loc end = loc(next);
    if (parent instanceof PatternBodyContext pb) {
      if (!Stmt.isOpRewrite(stmt)) {
        throw error(stmt.loc(),
            "expected Pattern lambda body to contain a single operation rewrite statement, such as `erase`, `replace`, or `rewrite`");
      }
      patternFrames.peek().body = new Stmt.Compound(stmt.loc(), end, List.of(stmt));
      return;
    }
    DeclFrame f = declFrames.peek();
    if (f.isConstraint) {
      if (!(stmt instanceof Expr e)) {
        throw error(stmt.loc(), "expected `Constraint` lambda body to contain a single expression");
      }
      stmt = new Stmt.Return(e.loc(), e);
    } else if (!Stmt.isOpRewrite(stmt)) {
      if (!(stmt instanceof Expr e)) {
        throw error(stmt.loc(), "expected `Rewrite` lambda body to contain a single expression or an operation rewrite statement; "
            + "such as `erase`, `replace`, or `rewrite`");
      }
      stmt = new Stmt.Return(e.loc(), e);
    }
    f.body = new Stmt.Compound(stmt.loc(), end, List.of(stmt));
    scope = f.argScope.parent;
    if (!f.isConstraint) {
      validateReturn(f, f.body);
    }
  }

  @Override
  public void exitLambdaBody(LambdaBodyContext ctx) {
    exitLambda(ctx, ctx.stmt());
  }

  @Override
  public void exitInlineLambdaBody(InlineLambdaBodyContext ctx) {
    exitLambda(ctx, ctx.stmt());
  }

  private void exitDecl(ParserRuleContext ctx, NativeCodeContext nativeCode) {
    if (failed) {
      return;
    }
    DeclFrame f = declFrames.pop();
    contexts.pop();
    PdllType resultType = resultType(f.results);
    Decl.Callable c;
    if (nativeCode != null) {
      String code = nativeCode.getChildCount() == 0 ? null : stringValue(nativeCode.getStart());
      c = new Decl.Callable(f.isConstraint, f.name, f.nameLoc, f.args, f.results, resultType, null, code);
    } else {
      Stmt.Compound body = f.body;
      List<Stmt> stmts = body.statements();
      if (!stmts.isEmpty() && stmts.get(stmts.size() - 1) instanceof Stmt.Return ret) {
        Expr result = ret.value();
        if (f.results.isEmpty()) {
          resultType = result.type();
        } else {
          contexts.push(f.isConstraint ? Context.CONSTRAINT : Context.REWRITE);
          result = convert(result, resultType, null);
          contexts.pop();
          List<Stmt> copy = new ArrayList<>(stmts);
          copy.set(copy.size() - 1, new Stmt.Return(ret.loc(), result));
          body = new Stmt.Compound(body.loc(), body.end(), copy);
        }
      }
      c = new Decl.Callable(f.isConstraint, f.name, f.nameLoc, f.args, f.results, resultType, body, null);
    }
    checkDefine(c.name(), c.loc());
    scope.add(c);
    if (!f.inline) {
      decls.add(c);
    }
    values.put(ctx, c);
  }

  @Override
  public void exitConstraintDecl(ConstraintDeclContext ctx) {
    exitDecl(ctx, ctx.nativeCode());
  }

  @Override
  public void exitRewriteDecl(RewriteDeclContext ctx) {
    exitDecl(ctx, ctx.nativeCode());
  }

  @Override
  public void exitInlineConstraintDecl(InlineConstraintDeclContext ctx) {
    exitDecl(ctx, ctx.nativeCode());
  }

  @Override
  public void exitInlineRewriteDecl(InlineRewriteDeclContext ctx) {
    exitDecl(ctx, ctx.nativeCode());
  }

  // ---- patterns -------------------------------------------------------------------------------

  @Override
  public void enterPatternDecl(PatternDeclContext ctx) {
    if (failed) {
      return;
    }
    patternFrames.push(new PatternFrame());
    contexts.push(Context.PATTERN_MATCH);
  }

  @Override
  public void exitMetadataName(MetadataNameContext ctx) {
    if (failed) {
      return;
    }
    PatternFrame f = patternFrames.peek();
    Loc l = loc(ctx);
    switch (ctx.getText()) {
      case "benefit" -> {
        if (f.benefitLoc != null) {
          throw error(l, "pattern benefit has already been specified", note(f.benefitLoc, "see previous definition here"));
        }
        Token next = parser.getInputStream().LT(1);
        if (next.getType() != L_PAREN) {
          throw error(loc(next), "expected `(` before pattern benefit");
        }
        f.benefitLoc = l;
      }
      case "recursion" -> {
        if (f.recursionLoc != null) {
          throw error(l, "pattern recursion metadata has already been specified", note(f.recursionLoc, "see previous definition here"));
        }
        Token next = parser.getInputStream().LT(1);
        if (next.getType() == L_PAREN) {
          throw error(loc(next), "expected `{` or `=>` to start pattern body");
        }
        f.recursionLoc = l;
      }
      default -> throw error(l, "unknown pattern metadata");
    }
  }

  @Override
  public void exitBenefitValue(BenefitValueContext ctx) {
    if (failed) {
      return;
    }
    String digits = ctx.getText();
    int v = -1;
    if (digits.length() <= 5) {
      v = Integer.parseInt(digits);
    }
    if (v < 0 || v > 65535) {
      throw error(loc(ctx), "expected pattern benefit to fit within a 16-bit integer");
    }
    patternFrames.peek().benefit = v;
  }

  @Override
  public void exitPatternDecl(PatternDeclContext ctx) {
    if (failed) {
      return;
    }
    PatternFrame f = patternFrames.pop();
    contexts.pop();
    String name = ctx.IDENT() == null ? "" : ctx.IDENT().getText();
    Loc l = ctx.IDENT() == null ? loc(ctx) : loc(ctx.IDENT().getSymbol());
    Decl.Pattern p = new Decl.Pattern(name, l, f.benefit, f.recursionLoc != null, f.body);
    if (!name.isEmpty()) {
      checkDefine(name, l);
      scope.add(p);
    }
    decls.add(p);
  }

  // ---- constraints ----------------------------------------------------------------------------

  @Override
  public void enterTypeConstraintExpr(TypeConstraintExprContext ctx) {
    if (failed) {
      return;
    }
    ParseTree constraint = ctx.getParent();
    ParseTree owner = constraint.getParent();
    if (owner instanceof ArgDeclContext || owner instanceof ResultDeclContext) {
      throw error(loc(ctx), "inline `Attr`, `Value`, and `ValueRange` type constraints are not permitted on arguments or results");
    }
    if (owner instanceof ConstraintListContext list) {
      for (ConstraintContext sibling : list.constraint()) {
        if (sibling == constraint) {
          break;
        }
        TypeConstraintExprContext previous = sibling.getChild(TypeConstraintExprContext.class, 0);
        if (previous != null) {
          throw error(loc(ctx), "the type of this variable has already been constrained",
              note(loc(previous.expr()), "see previous constraint location here"));
        }
      }
    }
  }

  private void builtin(ConstraintContext ctx, Decl.Builtin.Kind kind, TypeConstraintExprContext typeExpr, String opName) {
    if (failed) {
      return;
    }
    Expr t = typeExpr == null ? null : expr(typeExpr.expr());
    values.put(ctx, new Decl.ConstraintRef(new Decl.Builtin(kind, t, opName, loc(ctx)), loc(ctx)));
    resultNameAt(ctx);
  }

  @Override
  public void exitAttrConstraint(AttrConstraintContext ctx) {
    builtin(ctx, Decl.Builtin.Kind.ATTR, ctx.typeConstraintExpr(), null);
  }

  @Override
  public void exitOpConstraint(OpConstraintContext ctx) {
    String name = ctx.wrappedOpName() == null ? null : value(ctx.wrappedOpName().opName());
    builtin(ctx, Decl.Builtin.Kind.OP, null, name);
  }

  @Override
  public void exitTypeConstraint(TypeConstraintContext ctx) {
    builtin(ctx, Decl.Builtin.Kind.TYPE, null, null);
  }

  @Override
  public void exitTypeRangeConstraint(TypeRangeConstraintContext ctx) {
    builtin(ctx, Decl.Builtin.Kind.TYPE_RANGE, null, null);
  }

  @Override
  public void exitValueConstraint(ValueConstraintContext ctx) {
    builtin(ctx, Decl.Builtin.Kind.VALUE, ctx.typeConstraintExpr(), null);
  }

  @Override
  public void exitValueRangeConstraint(ValueRangeConstraintContext ctx) {
    builtin(ctx, Decl.Builtin.Kind.VALUE_RANGE, ctx.typeConstraintExpr(), null);
  }

  @Override
  public void exitInlineConstraint(InlineConstraintContext ctx) {
    if (failed) {
      return;
    }
    Decl.Callable c = value(ctx.inlineConstraintDecl());
    values.put(ctx, new Decl.ConstraintRef(c, loc(ctx)));
    resultNameAt(ctx);
  }

  @Override
  public void exitNamedConstraint(NamedConstraintContext ctx) {
    if (failed) {
      return;
    }
    if (resultNameAt(ctx)) {
      return;
    }
    String name = ctx.getText();
    Decl d = scope.lookup(name);
    if (d == null) {
      throw error(loc(ctx), "unknown reference to constraint `" + name + "`");
    }
    if (!(d instanceof Decl.Constraint c)) {
      throw error(loc(ctx), "invalid reference to non-constraint", note(d.loc(), "see the definition of `" + name + "` here"));
    }
    values.put(ctx, new Decl.ConstraintRef(c, loc(ctx)));
  }

  @Override
  public void exitConstraintList(ConstraintListContext ctx) {
    if (failed) {
      return;
    }
    List<Decl.ConstraintRef> refs = new ArrayList<>();
    for (ConstraintContext c : ctx.constraint()) {
      refs.add(value(c));
    }
    values.put(ctx, refs);
  }

  // ---- statements -----------------------------------------------------------------------------

  @Override
  public void exitStmt(StmtContext ctx) {
    if (failed) {
      return;
    }
    values.put(ctx, values.get(ctx.getChild(0)));
  }

  @Override
  public void enterEraseStmt(EraseStmtContext ctx) {
    if (!failed && context() == Context.CONSTRAINT) {
      throw error(loc(ctx), "`erase` cannot be used within a Constraint");
    }
  }

  @Override
  public void exitEraseStmt(EraseStmtContext ctx) {
    if (failed) {
      return;
    }
    Expr root = expr(ctx.expr());
    if (!(root.type() instanceof PdllType.Op)) {
      throw error(root.loc(), "expected `Op` expression");
    }
    values.put(ctx, new Stmt.Erase(loc(ctx), root));
  }

  @Override
  public void exitLetName(LetNameContext ctx) {
    if (!failed && ctx.UNDERSCORE() != null) {
      throw error(loc(ctx), "`_` may only be used to define \"inline\" variables");
    }
  }

  @Override
  public void exitLetStmt(LetStmtContext ctx) {
    if (failed) {
      return;
    }
    List<Decl.ConstraintRef> constraints = ctx.constraintList() == null ? List.of() : value(ctx.constraintList());
    Expr init = ctx.letInit() == null ? null : expr(ctx.letInit().expr());
    if (init != null) {
      for (Decl.ConstraintRef r : constraints) {
        if (r.constraint() instanceof Decl.Builtin b && b.typeExpr() != null) {
          throw error(r.loc(), "type constraints are not permitted on variables with initializers");
        }
      }
    }
    String name = ctx.letName().getText();
    Loc nameLoc = loc(ctx.letName());
    PdllType type = validateConstraints(constraints);
    if (init != null) {
      if (type == null) {
        type = init.type();
      } else {
        PdllType merged = PdllType.refine(type, init.type());
        if (merged != null) {
          type = merged;
        } else {
          init = convert(init, type, null);
        }
      }
    } else if (type == null) {
      throw error(nameLoc, "unable to infer type for variable `" + name + "`",
          note(nameLoc, "the type of a variable must be inferable from the constraint list or the initializer"));
    }
    if (type == PdllType.CONSTRAINT || type == PdllType.REWRITE) {
      throw error(nameLoc, "unable to define variable of `" + type + "` type");
    }
    Decl.Variable v = defineVariable(name, nameLoc, type, init, constraints);
    values.put(ctx, new Stmt.Let(loc(ctx), v));
  }

  @Override
  public void enterReplaceStmt(ReplaceStmtContext ctx) {
    if (!failed && context() == Context.CONSTRAINT) {
      throw error(loc(ctx), "`replace` cannot be used within a Constraint");
    }
  }

  @Override
  public void enterReplValues(ReplValuesContext ctx) {
    if (!failed) {
      contexts.push(Context.REWRITE);
    }
  }

  @Override
  public void exitReplValues(ReplValuesContext ctx) {
    if (failed) {
      return;
    }
    List<Expr> repl = new ArrayList<>();
    if (ctx.replList() != null) {
      for (ExprContext e : ctx.replList().expr()) {
        repl.add(expr(e));
      }
    } else if (ctx.replOp() != null) {
      repl.add(expr(ctx.replOp().opExpr()));
    } else if (ctx.expr() != null) {
      repl.add(expr(ctx.expr()));
    } else {
      throw error(loc(ctx.getParent()),
          "expected at least one replacement value, consider using `erase` if no replacement values are desired");
    }
    values.put(ctx, repl);
    contexts.pop();
  }

  @Override
  public void exitReplaceStmt(ReplaceStmtContext ctx) {
    if (failed) {
      return;
    }
    Expr root = expr(ctx.expr());
    if (!(root.type() instanceof PdllType.Op)) {
      throw error(root.loc(), "expected `Op` expression, but got `" + root.type() + "`");
    }
    List<Expr> repl = value(ctx.replValues());
    boolean toValues = repl.size() > 1;
    List<Expr> out = new ArrayList<>();
    for (Expr e : repl) {
      PdllType t = e.type();
      if (t instanceof PdllType.Op) {
        out.add(toValues ? new Expr.AllResults(e.loc(), e, PdllType.VALUE_RANGE) : e);
        continue;
      }
      if (t != PdllType.VALUE && t != PdllType.VALUE_RANGE) {
        throw error(e.loc(), "expected `Op`, `Value` or `ValueRange` expression, but got `" + t + "`");
      }
      out.add(e);
    }
    values.put(ctx, new Stmt.Replace(loc(ctx), root, out));
  }

  @Override
  public void exitReturnStmt(ReturnStmtContext ctx) {
    if (!failed) {
      values.put(ctx, new Stmt.Return(loc(ctx), expr(ctx.expr())));
    }
  }

  @Override
  public void enterRewriteStmt(RewriteStmtContext ctx) {
    if (!failed && context() == Context.CONSTRAINT) {
      throw error(loc(ctx), "`rewrite` cannot be used within a Constraint");
    }
  }

  @Override
  public void enterRewriteBody(RewriteBodyContext ctx) {
    if (!failed) {
      contexts.push(Context.REWRITE);
    }
  }

  @Override
  public void exitRewriteBody(RewriteBodyContext ctx) {
    if (!failed) {
      contexts.pop();
    }
  }

  @Override
  public void exitRewriteStmt(RewriteStmtContext ctx) {
    if (failed) {
      return;
    }
    Expr root = expr(ctx.expr());
    if (!(root.type() instanceof PdllType.Op)) {
      throw error(root.loc(), "expected `Op` expression, but got `" + root.type() + "`");
    }
    values.put(ctx, new Stmt.Rewrite(loc(ctx), root, value(ctx.rewriteBody().compoundStmt())));
  }

  // ---- expressions ----------------------------------------------------------------------------

  @Override
  public void exitUnderscoreExpr(UnderscoreExprContext ctx) {
    if (failed) {
      return;
    }
    List<Decl.ConstraintRef> constraints = value(ctx.constraintList());
    PdllType t = validateConstraints(constraints);
    Loc l = loc(ctx);
    Decl.Variable v = defineVariable("_", l, t, null, constraints);
    values.put(ctx.getParent(), new Expr.DeclRef(l, v, t));
  }

  @Override
  public void exitPrimary(PrimaryContext ctx) {
    if (failed) {
      return;
    }
    Object v = values.get(ctx.getChild(0));
    if (v instanceof Decl.Callable c) {
      v = new Expr.DeclRef(c.loc(), c, c.isConstraint() ? PdllType.CONSTRAINT : PdllType.REWRITE);
    }
    values.put(ctx.getParent(), v);
  }

  /** An identifier: a reference, or with `: constraints` an inline variable definition. */
  private Expr identifier(Token name, IdentTailContext tail) {
    Loc l = loc(name);
    String n = name.getText();
    if (tail != null && tail.constraintList() != null) {
      List<Decl.ConstraintRef> constraints = value(tail.constraintList());
      PdllType t = validateConstraints(constraints);
      return new Expr.DeclRef(l, defineVariable(n, l, t, null, constraints), t);
    }
    Decl d = scope.lookup(n);
    if (d == null) {
      throw error(l, "undefined reference to `" + n + "`");
    }
    PdllType t = switch (d) {
      case Decl.Callable c -> c.isConstraint() ? PdllType.CONSTRAINT : PdllType.REWRITE;
      case Decl.Builtin b -> PdllType.CONSTRAINT;
      case Decl.Variable v -> v.type();
      case Decl.Pattern p -> throw error(l, "invalid reference to `" + n + "`");
    };
    return new Expr.DeclRef(l, d, t);
  }

  @Override
  public void exitIdentExpr(IdentExprContext ctx) {
    if (!failed) {
      values.put(ctx, identifier(ctx.IDENT().getSymbol(), ctx.identTail()));
    }
  }

  @Override
  public void exitAttrExpr(AttrExprContext ctx) {
    if (failed) {
      return;
    }
    if (ctx.literal() != null) {
      values.put(ctx, new Expr.AttrLiteral(loc(ctx), stringValue(ctx.literal().getStart())));
    } else {
      values.put(ctx, identifier(ctx.getStart(), ctx.identTail()));
    }
  }

  @Override
  public void exitTypeExpr(TypeExprContext ctx) {
    if (failed) {
      return;
    }
    if (ctx.literal() != null) {
      values.put(ctx, new Expr.TypeLiteral(loc(ctx), stringValue(ctx.literal().getStart())));
    } else {
      values.put(ctx, identifier(ctx.getStart(), ctx.identTail()));
    }
  }

  @Override
  public void exitOpName(OpNameContext ctx) {
    if (failed) {
      return;
    }
    if (ctx.getChildCount() == 0) {
      if (ctx.getParent().getParent() instanceof OpExprContext && context() == Context.REWRITE) {
        throw error(loc(ctx.getStart()), "expected dialect namespace");
      }
      return;
    }
    values.put(ctx, ctx.getText());
  }

  private Expr.DeclRef implicitRange(Loc l, Decl.Builtin.Kind kind, PdllType type) {
    Decl.ConstraintRef c = new Decl.ConstraintRef(new Decl.Builtin(kind, null, null, l), l);
    return new Expr.DeclRef(l, new Decl.Variable("_", l, type, null, List.of(c)), type);
  }

  private List<Expr> exprs(List<ExprContext> list) {
    List<Expr> out = new ArrayList<>(list.size());
    for (ExprContext e : list) {
      out.add(expr(e));
    }
    return out;
  }

  @Override
  public void exitOpExpr(OpExprContext ctx) {
    if (failed) {
      return;
    }
    if (ctx.wrappedOpName() == null) {
      values.put(ctx, identifier(ctx.getStart(), ctx.identTail()));
      return;
    }
    Loc l = loc(ctx);
    String name = value(ctx.wrappedOpName().opName());
    boolean rewrite = context() == Context.REWRITE;
    List<Expr> operands;
    if (ctx.opOperands() == null) {
      operands = rewrite ? List.of() : List.of(implicitRange(l, Decl.Builtin.Kind.VALUE_RANGE, PdllType.VALUE_RANGE));
    } else {
      operands = exprs(ctx.opOperands().expr());
    }
    List<Expr.NamedAttr> attrs = new ArrayList<>();
    if (ctx.opAttributes() != null) {
      for (NamedAttrContext a : ctx.opAttributes().namedAttr()) {
        attrs.add(value(a));
      }
    }
    List<Expr> results;
    Expr.ResultTypes from = Expr.ResultTypes.EXPLICIT;
    if (ctx.opResults() != null) {
      results = exprs(ctx.opResults().expr());
    } else if (!rewrite) {
      results = List.of(implicitRange(l, Decl.Builtin.Kind.TYPE_RANGE, PdllType.TYPE_RANGE));
    } else {
      results = List.of();
      from = ctx.getParent() instanceof ReplOpContext ? Expr.ResultTypes.REPLACEMENT : Expr.ResultTypes.INTERFACE;
    }
    operands = validateValues(operands, PdllType.VALUE, PdllType.VALUE_RANGE);
    for (Expr.NamedAttr a : attrs) {
      if (a.value().type() != PdllType.ATTR) {
        throw error(a.value().loc(), "expected `Attr` expression, but got `" + a.value().type() + "`");
      }
    }
    if (from == Expr.ResultTypes.EXPLICIT) {
      results = validateValues(results, PdllType.TYPE, PdllType.TYPE_RANGE);
    } else if (from == Expr.ResultTypes.INTERFACE) {
      warnings.add(new PdllDiagnostic(PdllDiagnostic.Severity.WARNING, l,
          "operation result types are marked to be inferred, but `" + name + "` is unknown. Ensure that `" + name
              + "` supports zero results or implements `InferTypeOpInterface`. Include the ODS definition of this operation"
              + " to remove this warning.", List.of()));
    }
    values.put(ctx, new Expr.Operation(l, name, operands, attrs, results, from));
  }

  @Override
  public void exitReplOp(ReplOpContext ctx) {
    if (!failed) {
      values.put(ctx, values.get(ctx.opExpr()));
    }
  }

  /** Operands or result types of an op whose signature is unknown (no ODS): single or range each. */
  private List<Expr> validateValues(List<Expr> in, PdllType single, PdllType range) {
    if (in.size() == 1) {
      return List.of(convert(in.get(0), range, null));
    }
    List<Expr> out = new ArrayList<>(in.size());
    for (Expr e : in) {
      PdllType t = e.type();
      if (t == range || t == single) {
        out.add(e);
      } else if (single == PdllType.VALUE && t instanceof PdllType.Op) {
        out.add(new Expr.AllResults(e.loc(), e, PdllType.VALUE_RANGE));
      } else {
        out.add(convert(e, range, null));
      }
    }
    return out;
  }

  @Override
  public void exitNamedAttr(NamedAttrContext ctx) {
    if (failed) {
      return;
    }
    Token nameTok = ctx.attrName().getStart();
    String name = nameTok.getType() == STRING || nameTok.getType() == STRING_BLOCK ? stringValue(nameTok) : nameTok.getText();
    Loc l = loc(nameTok);
    Expr v = ctx.expr() == null ? new Expr.AttrLiteral(l, "unit") : expr(ctx.expr());
    values.put(ctx, new Expr.NamedAttr(l, name, v));
  }

  @Override
  public void exitTupleName(TupleNameContext ctx) {
    if (failed) {
      return;
    }
    TupleExprContext tuple = (TupleExprContext) ctx.getParent().getParent();
    Map<String, Loc> used = value(tuple);
    if (used == null) {
      used = new HashMap<>();
      values.put(tuple, used);
    }
    String name = ctx.getText();
    Loc previous = used.putIfAbsent(name, loc(ctx));
    if (previous != null) {
      throw error(loc(ctx), "duplicate tuple element label `" + name + "`", note(previous, "see previous label use here"));
    }
  }

  @Override
  public void exitTupleExpr(TupleExprContext ctx) {
    if (failed) {
      return;
    }
    List<Expr> elements = new ArrayList<>();
    List<String> names = new ArrayList<>();
    List<PdllType> types = new ArrayList<>();
    for (TupleElementContext e : ctx.tupleElement()) {
      Expr x = expr(e.expr());
      PdllType t = x.type();
      if (t == PdllType.CONSTRAINT || t == PdllType.REWRITE || t instanceof PdllType.Tuple) {
        throw error(x.loc(), "unable to build a tuple with `" + t + "` element");
      }
      elements.add(x);
      names.add(e.tupleName() == null ? "" : e.tupleName().getText());
      types.add(t);
    }
    values.put(ctx, new Expr.Tuple(loc(ctx), elements, names, new PdllType.Tuple(types, names)));
  }

  @Override
  public void exitMemberAccess(MemberAccessContext ctx) {
    if (failed) {
      return;
    }
    ParseTree exprCtx = ctx.getParent().getParent();
    Expr parent = expr(exprCtx);
    String name = ctx.memberName().getText();
    PdllType t = memberType(parent, name);
    values.put(exprCtx, new Expr.MemberAccess(parent.loc(), parent, name, t));
  }

  private PdllType memberType(Expr parent, String name) {
    PdllType pt = parent.type();
    boolean digit = Character.isDigit(name.charAt(0));
    if (pt instanceof PdllType.Op) {
      if (digit) {
        try {
          Integer.parseInt(name);
        } catch (NumberFormatException e) {
          throw error(parent.loc(), "result index is too large");
        }
        return PdllType.VALUE;
      }
    } else if (pt instanceof PdllType.Tuple tuple) {
      if (digit) {
        try {
          int i = Integer.parseInt(name);
          if (i < tuple.types().size()) {
            return tuple.types().get(i);
          }
        } catch (NumberFormatException e) {
          // falls through to the error below
        }
      }
      int i = tuple.names().indexOf(name);
      if (i >= 0) {
        return tuple.types().get(i);
      }
    }
    throw error(parent.loc(), "invalid member access `" + name + "` on expression of type `" + pt + "`");
  }

  @Override
  public void exitCallArgs(CallArgsContext ctx) {
    if (failed) {
      return;
    }
    List<Expr> args = exprs(ctx.expr());
    if (ctx.getParent() instanceof NegatedExprContext neg) {
      Expr callee = expr(neg.identExpr());
      values.put(neg, call(callee, args, true));
    } else {
      ParseTree exprCtx = ctx.getParent().getParent();
      values.put(exprCtx, call(expr(exprCtx), args, false));
    }
  }

  private Expr call(Expr callee, List<Expr> args, boolean negated) {
    Loc l = callee.loc();
    Decl.Callable c = callee instanceof Expr.DeclRef ref && ref.decl() instanceof Decl.Callable dc ? dc : null;
    if (c == null) {
      throw error(l, "expected a reference to a callable `Constraint` or `Rewrite`, but got: `" + callee.type() + "`");
    }
    if (context() == Context.REWRITE) {
      if (c.isConstraint()) {
        throw error(l, "unable to invoke `Constraint` within a rewrite section");
      }
      if (negated) {
        throw error(l, "unable to negate a Rewrite");
      }
    } else {
      if (!c.isConstraint()) {
        throw error(l, "unable to invoke `Rewrite` within a match section");
      }
      if (negated && !c.isNative()) {
        throw error(l, "unable to negate non native constraints");
      }
    }
    if (c.inputs().size() != args.size()) {
      throw error(l, "invalid number of arguments for " + c.kind().toLowerCase(java.util.Locale.ROOT) + " call; expected " + c.inputs().size() + ", but got "
          + args.size(), note(c.loc(), "see the definition of " + c.name() + " here"));
    }
    List<Expr> converted = new ArrayList<>(args.size());
    for (int i = 0; i < args.size(); i++) {
      converted.add(convert(args.get(i), c.inputs().get(i).type(),
          n -> n.add(note(c.loc(), "see the definition of `" + c.name() + "` here"))));
    }
    return new Expr.Call(l, callee, converted, c.resultType(), negated);
  }

  @Override
  public void exitExpr(ExprContext ctx) {
    // The value is already on the context (primary, then each postfix operator).
  }
}
