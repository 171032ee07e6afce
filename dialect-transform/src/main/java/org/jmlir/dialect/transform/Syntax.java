package org.jmlir.dialect.transform;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.AsmParser;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IntegerType;

/** Pieces of the transform ops' syntax shared by several ops. */
final class Syntax {
  private Syntax() {}

  /** {@code FailurePropagationMode}: {@code propagate} (1) or {@code suppress} (2), an i32 property. */
  static final AttrConstraint FAILURE_MODE =
      new AttrConstraint(
          "Silenceable error propagation policy",
          a -> a instanceof IntegerAttr i && (i.longValue() == 1 || i.longValue() == 2),
          Syntax::parseFailureMode,
          p -> {
            int offset = p.currentOffset();
            String k = p.parseOptionalKeyword();
            if (k == null) {
              return null;
            }
            return failureMode(p, offset, k);
          },
          (a, p) -> p.print(((IntegerAttr) a).longValue() == 2 ? "suppress" : "propagate"));

  private static Attribute parseFailureMode(AsmParser p) {
    int offset = p.currentOffset();
    String k = p.parseOptionalKeyword();
    if (k == null) {
      throw p.emitError(offset, "expected keyword to represent a failure propagation mode");
    }
    return failureMode(p, offset, k);
  }

  private static Attribute failureMode(AsmParser p, int offset, String k) {
    long v =
        switch (k) {
          case "propagate" -> 1;
          case "suppress" -> 2;
          default -> throw p.emitError(offset, "invalid failure propagation mode specification: " + k);
        };
    return IntegerAttr.get(p.context(), IntegerType.get(p.context(), 32), v);
  }

  /** Whether an op's {@code failure_propagation_mode} is {@code suppress}. */
  static boolean suppresses(Operation op) {
    return op.inherentAttr("failure_propagation_mode") instanceof IntegerAttr i && i.longValue() == 2;
  }

  /** Appends an operand-free terminator to the region's last block when it lacks one. */
  static void ensureTerminator(Region region, OpDef terminator, MLIRContext ctx, Location loc) {
    if (region.isEmpty()) {
      region.addBlock();
    }
    Block block = region.back();
    Operation last = block.last();
    if (last != null && last.hasTrait(Trait.TERMINATOR)) {
      return;
    }
    block.append(Operation.create(new OperationState(ctx, terminator, loc)));
  }

  /**
   * Splits the attributes of a parsed attr-dict: inherent ones join {@code props} (replacing one of the
   * same name), the others become discardable attributes of {@code state}.
   */
  static void partition(OperationState state, List<org.jmlir.ir.attr.NamedAttribute> props, List<org.jmlir.ir.attr.NamedAttribute> attrs) {
    for (org.jmlir.ir.attr.NamedAttribute a : attrs) {
      if (state.def.isInherentAttr(a.name())) {
        props.removeIf(x -> x.name().equals(a.name()));
        props.add(a);
      } else {
        state.attributes.add(a);
      }
    }
  }

  /** Gives an empty region its one block (regions without terminators). */
  static void ensureBlock(Region region) {
    if (region.isEmpty()) {
      region.addBlock();
    }
  }

  static Location nameLocation(OpAsmParser p) {
    return p.encodeLocation(p.nameOffset());
  }

  /** Prints a comma-separated type list. */
  static void printTypes(OpAsmPrinter p, List<? extends Value> values) {
    for (int i = 0; i < values.size(); i++) {
      if (i > 0) {
        p.print(", ");
      }
      p.printType(values.get(i).type());
    }
  }

  static List<org.jmlir.ir.type.Type> types(List<? extends Value> values) {
    List<org.jmlir.ir.type.Type> out = new ArrayList<>(values.size());
    for (Value v : values) {
      out.add(v.type());
    }
    return out;
  }
}
