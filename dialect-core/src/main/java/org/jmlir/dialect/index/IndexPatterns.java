package org.jmlir.dialect.index;

import java.util.List;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.rewrite.CanonicalizationPatterns;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.rewrite.PatternRewriter;

/**
 * The index dialect's canonicalization patterns (MLIR 22's IndexOps.cpp): the associative,
 * commutative binary ops merge their constants ({@code op(op(x, c1), c2) -> op(x, op(c2, c1))}),
 * and {@code cmp(sub(a, b), 0)} compares {@code a} with {@code b}.
 */
final class IndexPatterns {
  private IndexPatterns() {}

  /** The patterns of binary kind {@code mnemonic}, or null when it has none. */
  static CanonicalizationPatterns binary(String mnemonic) {
    return switch (mnemonic) {
      case "add", "mul", "maxs", "maxu", "mins", "minu", "and", "or", "xor" -> new CanonicalizationPatterns(List.of(
          new NamedPattern("canonicalizeAssociativeCommutativeBinaryOp", IndexDialect.NAMESPACE + "." + mnemonic, 1,
              (op, rw) -> mergeConstants(op, rw, IndexFolders.binary(mnemonic)))));
      default -> null;
    };
  }

  /** {@code op(op(x, c2), c1)} becomes {@code op(x, op(c1, c2))} when the constants fold. */
  private static boolean mergeConstants(Operation op, PatternRewriter rw, OpFolder folder) {
    Attribute c1 = OperationFolder.constantValue(op.operand(1));
    Operation inner = op.operand(0).definingOp();
    if (!(c1 instanceof IntegerAttr) || inner == null || inner.def() != op.def()) {
      return false;
    }
    Attribute c2 = OperationFolder.constantValue(inner.operand(1));
    if (!(c2 instanceof IntegerAttr)) {
      return false;
    }
    List<OpFoldResult> folded = folder.fold(op, List.of(c1, c2));
    if (folded == null || !(folded.get(0) instanceof OpFoldResult.Constant(Attribute merged))) {
      return false;
    }
    Value c = create(rw, ConstantOp.DEF, op, List.of(), new NamedAttribute("value", merged));
    rw.replaceOp(op, List.of(create(rw, op.def(), op, List.of(inner.operand(0), c))));
    return true;
  }

  static final CanonicalizationPatterns CMP = new CanonicalizationPatterns(List.of(
      new NamedPattern("CmpOp::canonicalize", "index.cmp", 1, IndexPatterns::cmpOfSub)));

  /** {@code cmp(sub(a, b), 0) -> cmp(a, b)} and {@code cmp(0, sub(a, b)) -> cmp(b, a)}. */
  private static boolean cmpOfSub(Operation op, PatternRewriter rw) {
    boolean rhsZero = isZero(op.operand(1));
    if (!rhsZero && !isZero(op.operand(0))) {
      return false;
    }
    Operation sub = op.operand(rhsZero ? 0 : 1).definingOp();
    if (sub == null || sub.def() != BinaryOp.SUB) {
      return false;
    }
    List<Value> operands = rhsZero ? List.of(sub.operand(0), sub.operand(1)) : List.of(sub.operand(1), sub.operand(0));
    rw.replaceOp(op, List.of(create(rw, CmpOp.DEF, op, operands, new NamedAttribute("pred", op.inherentAttr("pred")))));
    return true;
  }

  private static boolean isZero(Value v) {
    return OperationFolder.constantValue(v) instanceof IntegerAttr i && i.value().signum() == 0;
  }

  /** A new op of kind {@code def} before {@code at}, typed like {@code at}'s result (index or i1). */
  private static Value create(PatternRewriter rw, OpDef def, Operation at, List<Value> operands, NamedAttribute... props) {
    OperationState s = new OperationState(rw.context(), def.name(), at.location());
    s.addOperands(operands);
    s.addTypes(List.of(at.result(0).type()));
    if (props.length > 0) {
      s.properties = DictionaryAttr.get(rw.context(), List.of(props));
    }
    return rw.create(s).result(0);
  }
}
