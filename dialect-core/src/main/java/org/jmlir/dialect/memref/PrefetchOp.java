package org.jmlir.dialect.memref;

import java.util.List;
import java.util.Map;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.Delimiter;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/** {@code memref.prefetch %m[%i], read, locality<3>, data : memref<400xi32>}. */
public final class PrefetchOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.prefetch", PrefetchOp::new)
          .operand("memref", ShapedConstraints.ANY_MEMREF)
          .variadicOperand("indices", TypeConstraint.INDEX)
          .attr("isWrite", CommonAttrs.BOOL)
          .attr("localityHint", CommonAttrs.I32_0_TO_3)
          .attr("isDataCache", CommonAttrs.BOOL)
          .assembly(new Syntax())
          .verifier(PrefetchOp::verify)
          .build();

  private PrefetchOp() {}

  private static boolean verify(Operation op) {
    if (op.numOperands() != 1 + ((MemRefType) op.operand(0).type()).rank()) {
      return op.emitOpError("too few indices").report();
    }
    return true;
  }

  private static boolean flag(Operation op, String name) {
    return ((IntegerAttr) op.inherentAttr(name)).boolValue();
  }

  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      Map<String, Attribute> props = CustomAssembly.props();
      UnresolvedOperand memref = p.parseOperand();
      List<UnresolvedOperand> indices = p.parseOperandList(Delimiter.SQUARE, -1);
      p.parseComma();
      int rwOffset = p.currentOffset();
      String rw = p.parseKeyword();
      p.parseComma();
      p.parseKeyword("locality");
      p.parseLess();
      int hintOffset = p.currentOffset();
      java.math.BigInteger hint = p.parseInteger();
      p.parseGreater();
      p.parseComma();
      int cacheOffset = p.currentOffset();
      String cache = p.parseKeyword();
      Type type = p.parseColonType();
      state.operands.add(p.resolveOperand(memref, type));
      p.resolveOperands(indices, IndexType.get(p.context()), state.operands);
      if (!rw.equals("read") && !rw.equals("write")) {
        throw p.emitError(rwOffset, "rw specifier has to be 'read' or 'write'");
      }
      if (!cache.equals("data") && !cache.equals("instr")) {
        throw p.emitError(cacheOffset, "cache type has to be 'data' or 'instr'");
      }
      if (hint.bitLength() > 31) {
        throw p.emitError(hintOffset, "integer value too large");
      }
      props.put("isWrite", IntegerAttr.bool(p.context(), rw.equals("write")));
      props.put("localityHint", IntegerAttr.get(p.context(), IntegerType.get(p.context(), 32), hint));
      props.put("isDataCache", IntegerAttr.bool(p.context(), cache.equals("data")));
      CustomAssembly.setProperties(state, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperand(op.operand(0));
      p.print('[');
      p.printOperands(op.operands().subList(1, op.numOperands()));
      p.print("], ");
      p.print(flag(op, "isWrite") ? "write" : "read");
      p.print(", locality<");
      p.print(((IntegerAttr) op.inherentAttr("localityHint")).value().toString());
      p.print(">, ");
      p.print(flag(op, "isDataCache") ? "data" : "instr");
      CustomAssembly.printAttrDict(p, op, List.of("localityHint", "isWrite", "isDataCache"));
      p.print(" : ");
      p.printType(op.operand(0).type());
    }
  }
}
