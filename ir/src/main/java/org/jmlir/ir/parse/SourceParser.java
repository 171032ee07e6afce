package org.jmlir.ir.parse;

import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.diag.Severity;
import org.jmlir.ir.loc.FileLineColLoc;
import org.jmlir.ir.type.Type;

/**
 * Entry point: parses a whole MLIR source buffer (MLIR's TopLevelOperationParser): attribute and type
 * alias definitions, {@code {-# ... #-}} file metadata, then the top-level ops, which are wrapped in
 * an implicit {@code builtin.module} unless the file holds exactly one module.
 */
public final class SourceParser {
  private SourceParser() {}

  /**
   * Parses {@code source} (the file bytes) named {@code bufferName} in locations. Returns the
   * top-level op (a module, implicit or explicit), or null after reporting errors through the
   * context's diagnostic engine. Never throws for bad input.
   */
  public static Operation parse(MLIRContext ctx, byte[] source, String bufferName, ParseOptions options) {
    ParserState state = new ParserState(ctx, new Lexer(source, bufferName));
    OperationParser parser = new OperationParser(state);
    try {
      parseTopLevel(state, parser);
      parser.finish();
    } catch (ParseException e) {
      return null;
    }
    FileLineColLoc fileLoc = options.chunkStart() > 0
        ? FileLineColLoc.get(ctx, bufferName, state.lexer.lineOf(options.chunkStart()), state.lexer.columnOf(options.chunkStart()))
        : FileLineColLoc.get(ctx, bufferName, 0, 0);
    return wrap(ctx, parser.topBlock, fileLoc, options);
  }

  private static void parseTopLevel(ParserState state, OperationParser p) {
    Lexer lex = state.lexer;
    while (true) {
      switch (lex.kind()) {
        case EOF -> {
          return;
        }
        case ERROR -> throw p.emitError(lex.start(), lex.errorMessage());
        case HASH_IDENTIFIER -> parseAttributeAliasDef(state, p);
        case EXCLAMATION_IDENTIFIER -> parseTypeAliasDef(state, p);
        case FILE_METADATA_BEGIN -> FileMetadataParser.parse(state, p);
        default -> p.parseTopLevelOperation();
      }
    }
  }

  private static void parseAttributeAliasDef(ParserState state, OperationParser p) {
    Lexer lex = state.lexer;
    String name = lex.text(lex.start() + 1, lex.end());
    if (state.attributeAliases.containsKey(name)) {
      throw p.emitError("redefinition of attribute alias id '" + name + "'");
    }
    if (name.indexOf('.') >= 0) {
      throw p.emitError("attribute names with a '.' are reserved for dialect-defined names");
    }
    p.consume();
    p.expect(TokenKind.EQUAL, "expected '=' in attribute alias definition");
    Attribute attr = state.attributes.parseAttribute(null);
    state.attributeAliases.put(name, attr);
  }

  private static void parseTypeAliasDef(ParserState state, OperationParser p) {
    Lexer lex = state.lexer;
    String name = lex.text(lex.start() + 1, lex.end());
    if (state.typeAliases.containsKey(name)) {
      throw p.emitError("redefinition of type alias id '" + name + "'");
    }
    if (name.indexOf('.') >= 0) {
      throw p.emitError("type names with a '.' are reserved for dialect-defined names");
    }
    p.consume();
    p.expect(TokenKind.EQUAL, "expected '=' in type alias definition");
    Type type = state.types.parseType();
    state.typeAliases.putIfAbsent(name, type);
  }

  /**
   * The top-level op, as mlir-opt builds it: the single {@code builtin.module} when that is all the
   * file holds, else a new module at {@code fileLoc} ({@code loc("file":0:0)}, or where the split
   * chunk starts) holding every op.
   */
  private static Operation wrap(MLIRContext ctx, Block top, FileLineColLoc fileLoc, ParseOptions options) {
    Operation first = top.first();
    if (!options.implicitModule()) {
      if (top.size() != 1) {
        ctx.diagnostics().emit(fileLoc, Severity.ERROR, "source must contain a single top-level operation, found: " + top.size()).report();
        return null;
      }
      first.remove();
      return first;
    }
    if (top.size() == 1 && first.name().equals("builtin.module")) {
      first.remove();
      return first;
    }
    OpDef moduleDef = ctx.opDef("builtin.module");
    OperationState st = new OperationState(ctx, moduleDef, fileLoc);
    st.addRegion();
    Operation module = Operation.create(st);
    Block body = new Block();
    module.region(0).addBlock(body);
    for (Operation op = top.first(); op != null; ) {
      Operation next = op.nextInBlock();
      op.remove();
      body.append(op);
      op = next;
    }
    return module;
  }
}
