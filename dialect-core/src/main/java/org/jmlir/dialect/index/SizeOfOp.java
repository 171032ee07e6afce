package org.jmlir.dialect.index;

import java.util.List;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.TypeConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;

/** {@code %0 = index.sizeof}: the bit width of the index type. */
public final class SizeOfOp extends Operation implements IndexOp {
  public static final OpDef DEF =
      OpSpec.define("index.sizeof", SizeOfOp::new)
          .result("result", TypeConstraint.INDEX)
          .traits(Trait.PURE)
          .assembly(
              new OpDef.Assembly() {
                @Override
                public void parse(OpAsmParser p, OperationState state) {
                  p.parseOptionalAttrDict(state.attributes);
                  state.addType(IndexType.get(p.context()));
                }

                @Override
                public void print(Operation op, OpAsmPrinter p) {
                  p.printOptionalAttrDict(op.attrDictionary().entries(), List.of());
                }
              })
          .extension(org.jmlir.ir.interfaces.InferIntRangeInterface.class, IndexIntRanges.SIZEOF)
          .build();

  private SizeOfOp() {}
}
