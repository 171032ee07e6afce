package org.jmlir.dialect.cf;

import java.math.BigInteger;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.interfaces.BranchSemantics;
import org.jmlir.ir.type.IntegerType;

/** The successors of cf's branches (MLIR's getSuccessorForOperands of cf.br, cf.cond_br and cf.switch). */
final class CfBranchSemantics implements BranchSemantics {
  @Override
  public List<Value> successorOperands(Operation op, int index) {
    return op instanceof BranchOpInterface br ? br.successorOperands(index) : null;
  }

  @Override
  public Block successorForOperands(Operation op, List<Attribute> operands) {
    return switch (op) {
      case BranchOp br -> br.dest();
      case CondBranchOp cb -> operands.get(0) instanceof IntegerAttr c ? (c.value().signum() != 0 ? cb.trueDest() : cb.falseDest()) : null;
      case SwitchOp sw -> {
        if (!(operands.get(0) instanceof IntegerAttr flag)) {
          yield null;
        }
        // Case values are kept zero-extended: compare the flag's bits the same way.
        BigInteger bits = flag.value();
        if (flag.type() instanceof IntegerType t) {
          bits = bits.and(BigInteger.ONE.shiftLeft(t.width()).subtract(BigInteger.ONE));
        }
        List<BigInteger> cases = sw.caseValues();
        for (int i = 0; i < cases.size(); i++) {
          if (cases.get(i).equals(bits)) {
            yield sw.successor(i + 1);
          }
        }
        yield sw.defaultDestination();
      }
      default -> null;
    };
  }
}
