package org.jmlir.ir.parse;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Region;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.type.Type;

/**
 * What an op's custom assembly parses with (MLIR's CustomOpAsmParser): the shared hooks plus SSA
 * operands, region arguments, regions and successors, over the {@link OperationParser}. Errors raised
 * through {@link #emitError(int, String)} are prefixed with {@code custom op 'name' }.
 */
final class CustomOpAsmParser extends AsmParserImpl implements OpAsmParser {
  private final OperationParser parser;
  private final int nameOffset;
  private final List<OperationParser.ResultRecord> results;
  private final String opName;

  CustomOpAsmParser(OperationParser parser, int nameOffset, List<OperationParser.ResultRecord> results, String opName) {
    super(parser);
    this.parser = parser;
    this.nameOffset = nameOffset;
    this.results = results;
    this.opName = opName;
  }

  @Override
  protected String decorate(String message) {
    return "custom op '" + opName + "' " + message;
  }

  @Override
  public int nameOffset() {
    return nameOffset;
  }

  @Override
  public int numResults() {
    if (results == null) {
      return 0;
    }
    int n = 0;
    for (OperationParser.ResultRecord r : results) {
      n += r.count();
    }
    return n;
  }

  @Override
  public List<org.jmlir.ir.affine.AffineExpr> parseAffineExprsOfSSAIds(Delimiter delimiter, AffineParser.SsaIdResolver resolver) {
    return p.state.affine.parseAffineExprsOfSSAIds(delimiter, resolver);
  }

  @Override
  public org.jmlir.ir.affine.AffineExpr parseAffineExprOfSSAIds(AffineParser.SsaIdResolver resolver) {
    return p.state.affine.parseAffineExprOfSSAIds(resolver);
  }

  // ---- operands ------------------------------------------------------------------------------

  @Override
  public UnresolvedOperand parseOperand() {
    return parser.parseSSAUse(true);
  }

  @Override
  public UnresolvedOperand parseOptionalOperand() {
    return lex.kind() == TokenKind.PERCENT_IDENTIFIER ? parser.parseSSAUse(true) : null;
  }

  @Override
  public List<UnresolvedOperand> parseOperandList(Delimiter delimiter, int requiredCount) {
    List<UnresolvedOperand> out = new ArrayList<>(4);
    if (delimiter == Delimiter.NONE && lex.kind() != TokenKind.PERCENT_IDENTIFIER) {
      if (requiredCount == -1 || requiredCount == 0) {
        return out;
      }
      if (lex.kind() == TokenKind.L_PAREN || lex.kind() == TokenKind.L_SQUARE) {
        throw p.emitError("unexpected delimiter");
      }
      throw p.emitWrongTokenError("expected operand");
    }
    int start = lex.start();
    p.parseCommaSeparatedList(delimiter, () -> out.add(parser.parseSSAUse(true)), "in operand list");
    if (requiredCount != -1 && out.size() != requiredCount) {
      throw emitError(start, "expected " + requiredCount + " operands");
    }
    return out;
  }

  @Override
  public Value resolveOperand(UnresolvedOperand operand, Type type) {
    return parser.resolveSSAUse(operand, type);
  }

  @Override
  public void resolveOperands(List<UnresolvedOperand> operands, List<Type> types, int offset, List<Value> out) {
    if (operands.size() != types.size()) {
      throw emitError(offset, operands.size() + " operands present, but expected " + types.size());
    }
    for (int i = 0, n = operands.size(); i < n; i++) {
      out.add(parser.resolveSSAUse(operands.get(i), types.get(i)));
    }
  }

  // ---- region arguments and regions ----------------------------------------------------------

  @Override
  public Argument parseArgument(boolean allowType, boolean allowAttrs) {
    UnresolvedOperand name = parser.parseSSAUse(false);
    Type type = null;
    if (allowType) {
      type = parseColonType();
    }
    DictionaryAttr attrs = null;
    if (allowAttrs) {
      List<NamedAttribute> list = new ArrayList<>();
      parseOptionalAttrDict(list);
      attrs = DictionaryAttr.get(p.ctx, list);
    }
    Location loc = parser.parseOptionalTrailingLocation();
    return new Argument(name, type, attrs, loc);
  }

  @Override
  public Argument parseOptionalArgument(boolean allowType, boolean allowAttrs) {
    return lex.kind() == TokenKind.PERCENT_IDENTIFIER ? parseArgument(allowType, allowAttrs) : null;
  }

  @Override
  public List<Argument> parseArgumentList(Delimiter delimiter, boolean allowType, boolean allowAttrs) {
    List<Argument> out = new ArrayList<>(4);
    if (delimiter == Delimiter.NONE && lex.kind() != TokenKind.PERCENT_IDENTIFIER) {
      return out;
    }
    p.parseCommaSeparatedList(delimiter, () -> out.add(parseArgument(allowType, allowAttrs)), "in argument list");
    return out;
  }

  @Override
  public void parseRegion(Region region, List<Argument> arguments, boolean enableNameShadowing) {
    parser.parseRegion(region, arguments, enableNameShadowing);
  }

  @Override
  public boolean parseOptionalRegion(Region region, List<Argument> arguments, boolean enableNameShadowing) {
    if (lex.kind() != TokenKind.L_BRACE) {
      return false;
    }
    parser.parseRegion(region, arguments, enableNameShadowing);
    return true;
  }

  @Override
  public Operation parseGenericOperation(Block block) {
    return parser.parseGenericOperationInto(block);
  }

  // ---- successors ----------------------------------------------------------------------------

  @Override
  public Block parseSuccessor() {
    return parser.parseSuccessor();
  }

  @Override
  public Block parseOptionalSuccessor() {
    return lex.kind() == TokenKind.CARET_IDENTIFIER ? parser.parseSuccessor() : null;
  }

  @Override
  public Block parseSuccessorAndUseList(List<Value> operands) {
    Block b = parser.parseSuccessor();
    if (p.consumeIf(TokenKind.L_PAREN)) {
      parser.parseOptionalSSAUseAndTypeList(operands);
      parseRParen();
    }
    return b;
  }

  @Override
  public Location parseOptionalLocationSpecifier() {
    return parser.parseOptionalTrailingLocation();
  }
}
