package org.jmlir.dialect.hlo.transforms;

import java.util.List;
import org.jmlir.dialect.hlo.DotDimensionNumbersAttr;
import org.jmlir.ir.Block;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * mhlo's one-op rewrites: {@code -mhlo-legalize-cross-replica-sum-to-all-reduce} and
 * {@code -mhlo-legalize-dot-general-to-dot}.
 */
final class MhloSimplePasses {
  private MhloSimplePasses() {}

  /** Creates {@code state}'s op before {@code anchor}, replaces {@code anchor} by it and erases it. */
  static Operation replace(Operation anchor, OperationState state) {
    Operation created = Operation.create(state);
    anchor.block().insertBefore(anchor, created);
    anchor.replaceAllUsesWith(created.results());
    anchor.erase();
    return created;
  }

  /** The op's discardable attributes, which a rewrite keeps (frontend attributes, names). */
  static void copyDiscardable(Operation from, OperationState to) {
    for (NamedAttribute a : from.attributes().entries()) {
      to.addAttribute(a.name(), a.value());
    }
  }

  /** {@code mhlo.cross-replica-sum} becomes an {@code mhlo.all_reduce} that adds. */
  static final class CrossReplicaSumToAllReduce extends Pass {
    CrossReplicaSumToAllReduce(PassOptions o) {
      super(o);
    }

    @Override
    public String argument() {
      return "mhlo-legalize-cross-replica-sum-to-all-reduce";
    }

    @Override
    public String summary() {
      return "Legalize CrossReplicaSum to AllReduce";
    }

    @Override
    public void run(Operation root, PassContext pc) {
      for (Operation op : root.collect(o -> o.name().equals("mhlo.cross-replica-sum"))) {
        OperationState s = new OperationState(op.context(), "mhlo.all_reduce", op.location());
        s.addOperands(op.operands());
        s.addTypes(op.resultTypes());
        s.addAttribute("replica_groups", op.attr("replica_groups"));
        copyDiscardable(op, s);
        Type element = ((ShapedType) op.operand(0).type()).elementType();
        Type scalar = RankedTensorType.get(op.context(), new long[0], element);
        Block body = s.addRegion().addBlock();
        body.addArgument(scalar, op.location());
        body.addArgument(scalar, op.location());
        OperationState add = new OperationState(op.context(), "mhlo.add", op.location());
        add.addOperands(List.of(body.argument(0), body.argument(1)));
        add.addType(scalar);
        Operation sum = Operation.create(add);
        body.append(sum);
        OperationState ret = new OperationState(op.context(), "mhlo.return", op.location());
        ret.addOperand(sum.result(0));
        body.append(Operation.create(ret));
        replace(op, s);
      }
    }
  }

  /** A {@code mhlo.dot_general} that is a plain vector/matrix product becomes {@code mhlo.dot}. */
  static final class DotGeneralToDot extends Pass {
    DotGeneralToDot(PassOptions o) {
      super(o);
    }

    @Override
    public String argument() {
      return "mhlo-legalize-dot-general-to-dot";
    }

    @Override
    public String summary() {
      return "Legalizes dot_general ops to dot ops.";
    }

    @Override
    public void run(Operation root, PassContext pc) {
      for (Operation op : root.collect(o -> o.name().equals("mhlo.dot_general"))) {
        if (!(op.attr("dot_dimension_numbers") instanceof DotDimensionNumbersAttr dn) || op.attr("algorithm") != null
            || !(op.operand(0).type() instanceof RankedTensorType lhs)
            || !(op.operand(1).type() instanceof RankedTensorType rhs)) {
          continue;
        }
        long[] lc = dn.lhsContractingDimensions();
        long[] rc = dn.rhsContractingDimensions();
        boolean plain = dn.lhsBatchingDimensions().length == 0 && dn.rhsBatchingDimensions().length == 0
            && lhs.rank() >= 1 && lhs.rank() <= 2 && rhs.rank() >= 1 && rhs.rank() <= 2
            && lc.length == 1 && lc[0] == lhs.rank() - 1 && rc.length == 1 && rc[0] == 0;
        if (!plain) {
          continue;
        }
        OperationState s = new OperationState(op.context(), "mhlo.dot", op.location());
        s.addOperands(op.operands());
        s.addTypes(op.resultTypes());
        Attribute precision = op.attr("precision_config");
        if (precision != null) {
          s.addAttribute("precision_config", precision);
        }
        copyDiscardable(op, s);
        replace(op, s);
      }
    }
  }
}
