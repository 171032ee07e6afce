package org.jmlir.dialect.utils;

import java.util.List;
import java.util.Map;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.IndexType;
import org.jmlir.ir.type.Type;

/**
 * The syntax memref and tensor share for ops whose {@code index} result the text leaves out:
 * {@code dim} ({@code attr-dict $source `,` $index `:` type($source)}) and {@code rank}
 * ({@code $source attr-dict `:` type($source)}).
 */
public final class ShapedOps {
  private ShapedOps() {}

  /**
   * memref.dim / tensor.dim may be hoisted only when the index is a constant within the rank of a
   * ranked source (otherwise the result is undefined).
   */
  public static final org.jmlir.ir.interfaces.ConditionallySpeculatable DIM_SPECULATABILITY =
      op -> {
        boolean ok =
            org.jmlir.ir.rewrite.OperationFolder.constantValue(op.operand(1)) instanceof org.jmlir.ir.attr.IntegerAttr i
                && op.operand(0).type() instanceof org.jmlir.ir.type.ShapedType st
                && st.hasRank()
                && i.value().signum() >= 0
                && i.value().compareTo(java.math.BigInteger.valueOf(st.rank())) < 0;
        return ok
            ? org.jmlir.ir.interfaces.ConditionallySpeculatable.Speculatability.SPECULATABLE
            : org.jmlir.ir.interfaces.ConditionallySpeculatable.Speculatability.NOT_SPECULATABLE;
      };

  /**
   * Replaces a memref.dim / tensor.dim of a reshape by a read ({@code read}: memref.load or
   * tensor.extract) of the reshape's {@code shape} at the dim's index, at the rewriter's insertion
   * point, index_cast when the shape's elements are not index (DimOfMemRefReshape, DimOfReshapeOp).
   */
  public static void replaceDimWithShapeRead(org.jmlir.ir.rewrite.PatternRewriter rw, Operation dim, OpDef read, org.jmlir.ir.Value shape) {
    OperationState s = new OperationState(dim.context(), read, dim.location());
    s.addOperand(shape).addOperand(dim.operand(1));
    s.addType(((org.jmlir.ir.type.ShapedType) shape.type()).elementType());
    org.jmlir.ir.Value v = rw.create(s).result(0);
    if (v.type() != dim.result(0).type()) {
      OperationState cast = new OperationState(dim.context(), org.jmlir.dialect.arith.IndexCastOp.DEF, dim.location());
      cast.addOperand(v).addType(dim.result(0).type());
      v = rw.create(cast).result(0);
    }
    rw.replaceOp(dim, List.of(v));
  }

  /** memref.dim / tensor.dim. */
  public static final OpDef.Assembly DIM_ASSEMBLY =
      new OpDef.Assembly() {
        @Override
        public void parse(OpAsmParser p, OperationState state) {
          OpDef def = state.def != null ? state.def : state.context.opDef(state.name);
          Map<String, Attribute> props = CustomAssembly.props();
          CustomAssembly.parseAttrDict(p, def, props, state);
          UnresolvedOperand source = p.parseOperand();
          p.parseComma();
          UnresolvedOperand index = p.parseOperand();
          Type type = p.parseColonType();
          Type indexType = IndexType.get(p.context());
          state.operands.add(p.resolveOperand(source, type));
          state.operands.add(p.resolveOperand(index, indexType));
          state.resultTypes.add(indexType);
          CustomAssembly.setProperties(state, props);
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          CustomAssembly.printAttrDict(p, op, List.of());
          p.print(' ');
          p.printOperand(op.operand(0));
          p.print(", ");
          p.printOperand(op.operand(1));
          p.print(" : ");
          p.printType(op.operand(0).type());
        }
      };

  /** memref.rank / tensor.rank. */
  public static final OpDef.Assembly RANK_ASSEMBLY =
      new OpDef.Assembly() {
        @Override
        public void parse(OpAsmParser p, OperationState state) {
          OpDef def = state.def != null ? state.def : state.context.opDef(state.name);
          Map<String, Attribute> props = CustomAssembly.props();
          UnresolvedOperand source = p.parseOperand();
          CustomAssembly.parseAttrDict(p, def, props, state);
          Type type = p.parseColonType();
          state.operands.add(p.resolveOperand(source, type));
          state.resultTypes.add(IndexType.get(p.context()));
          CustomAssembly.setProperties(state, props);
        }

        @Override
        public void print(Operation op, OpAsmPrinter p) {
          p.print(' ');
          p.printOperand(op.operand(0));
          CustomAssembly.printAttrDict(p, op, List.of());
          p.print(" : ");
          p.printType(op.operand(0).type());
        }
      };
}
