package org.jmlir.dialect.complex;

import java.util.List;
import java.util.Map;
import org.jmlir.dialect.fold.NamedPattern;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.FloatAttr;
import org.jmlir.ir.rewrite.OpFoldResult;
import org.jmlir.ir.rewrite.OpFolder;
import org.jmlir.ir.rewrite.RewritePattern;
import org.jmlir.ir.type.ComplexType;

/**
 * The complex ops' folders and canonicalization patterns (MLIR 22's ComplexOps.cpp): re/im of a
 * constant or of a create, create of re/im of one value, add/sub undoing each other or adding
 * zero, mul/div by one, and neg, conj, exp/log undoing themselves; re/im of neg(create(a, b)) is
 * arith.negf of a or b.
 */
final class ComplexFolders {
  private ComplexFolders() {}

  private static List<OpFoldResult> value(Value v) {
    return List.of(OpFoldResult.of(v));
  }

  private static Operation def(Value v, String name) {
    Operation d = v.definingOp();
    return d != null && d.name().equals(name) ? d : null;
  }

  /** The constant's [re, im] when {@code v} is a complex.constant. */
  private static ArrayAttr constant(Value v) {
    Operation c = def(v, "complex.constant");
    return c != null && c.attr("value") instanceof ArrayAttr a && a.size() == 2 ? a : null;
  }

  private static boolean isZero(Attribute a) {
    return a instanceof FloatAttr f && f.doubleValue() == 0.0;
  }

  private static boolean isOne(Attribute a) {
    return a instanceof FloatAttr f && f.doubleValue() == 1.0;
  }

  /** re (index 0) or im (index 1) of a constant or of a create. */
  private static OpFolder component(int index) {
    return (op, constants) -> {
      if (constants.get(0) instanceof ArrayAttr a && a.size() == 2) {
        return List.of(OpFoldResult.of(a.get(index)));
      }
      Operation c = def(op.operand(0), "complex.create");
      return c == null ? null : value(c.operand(index));
    };
  }

  /** op(op(x)) -> x for the ops that undo themselves (or, for exp/log, each other). */
  private static OpFolder undoes(String inner) {
    return (op, constants) -> {
      Operation d = def(op.operand(0), inner);
      return d == null ? null : value(d.operand(0));
    };
  }

  private static final OpFolder CREATE = (op, constants) -> {
    Operation re = def(op.operand(0), "complex.re");
    Operation im = def(op.operand(1), "complex.im");
    return re != null && im != null && re.operand(0) == im.operand(0) ? value(re.operand(0)) : null;
  };

  private static final OpFolder ADD = (op, constants) -> {
    Operation sub = def(op.operand(0), "complex.sub");
    if (sub != null && sub.operand(1) == op.operand(1)) {
      return value(sub.operand(0));
    }
    sub = def(op.operand(1), "complex.sub");
    if (sub != null && sub.operand(1) == op.operand(0)) {
      return value(sub.operand(0));
    }
    ArrayAttr c = constant(op.operand(1));
    return c != null && isZero(c.get(0)) && isZero(c.get(1)) ? value(op.operand(0)) : null;
  };

  private static final OpFolder SUB = (op, constants) -> {
    Operation add = def(op.operand(0), "complex.add");
    if (add != null && add.operand(1) == op.operand(1)) {
      return value(add.operand(0));
    }
    ArrayAttr c = constant(op.operand(1));
    return c != null && isZero(c.get(0)) && isZero(c.get(1)) ? value(op.operand(0)) : null;
  };

  private static final OpFolder MUL = (op, constants) -> {
    ArrayAttr c = constant(op.operand(1));
    return c != null && isZero(c.get(1)) && isOne(c.get(0)) ? value(op.operand(0)) : null;
  };

  private static final OpFolder DIV = (op, constants) -> {
    ArrayAttr c = constants.get(1) instanceof ArrayAttr a && a.size() == 2 ? a : null;
    return c != null && isZero(c.get(1)) && isOne(c.get(0)) ? value(op.operand(0)) : null;
  };

  static final Map<String, OpFolder> FOLDERS = Map.ofEntries(
      Map.entry("re", component(0)), Map.entry("im", component(1)), Map.entry("create", CREATE), Map.entry("add", ADD),
      Map.entry("sub", SUB), Map.entry("mul", MUL), Map.entry("div", DIV), Map.entry("neg", undoes("complex.neg")),
      Map.entry("conj", undoes("complex.conj")), Map.entry("log", undoes("complex.exp")), Map.entry("exp", undoes("complex.log")));

  /**
   * MergeComplexBitcast: a bitcast of a bitcast is one bitcast of the first operand (complex.bitcast
   * where either end is complex, else arith.bitcast); a bitcast of an arith.bitcast likewise.
   */
  static final RewritePattern MERGE_BITCAST = new NamedPattern("MergeComplexBitcast", "complex.bitcast", 1, (op, rw) -> {
    Operation d = def(op.operand(0), "complex.bitcast");
    Operation a = d == null ? def(op.operand(0), "arith.bitcast") : null;
    Operation inner = d != null ? d : a;
    if (inner == null) {
      return false;
    }
    Value source = inner.operand(0);
    boolean complex = a != null || op.result(0).type() instanceof ComplexType || source.type() instanceof ComplexType;
    OperationState s = new OperationState(op.context(), complex ? "complex.bitcast" : "arith.bitcast", op.location());
    s.addOperands(List.of(source));
    s.addTypes(List.of(op.result(0).type()));
    rw.replaceOp(op, rw.create(s).results());
    return true;
  });

  /** re/im(neg(create(a, b))) -> arith.negf a / b. */
  static RewritePattern componentOfNegation(String mnemonic) {
    int index = mnemonic.equals("re") ? 0 : 1;
    return new NamedPattern("FoldComponentNeg", "complex." + mnemonic, 1, (op, rw) -> {
      Operation neg = def(op.operand(0), "complex.neg");
      Operation create = neg == null ? null : def(neg.operand(0), "complex.create");
      if (create == null) {
        return false;
      }
      OperationState s = new OperationState(op.context(), "arith.negf", op.location());
      s.addOperands(List.of(create.operand(index)));
      s.addTypes(List.of(((ComplexType) create.result(0).type()).elementType()));
      rw.replaceOp(op, rw.create(s).results());
      return true;
    });
  }
}
