package org.jmlir.dialect.memref;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.dialect.utils.CustomAssembly;
import org.jmlir.dialect.utils.ShapedConstraints;
import org.jmlir.dialect.utils.StridedLayouts;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.affine.AffineDimExpr;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.Type;

/**
 * {@code memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x?xf32> to memref<?x4xf32, strided<[1, ?]>>}.
 * The permutation is written as a bare map of dimension names; any identifiers may name the dims.
 */
public final class TransposeOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.transpose", TransposeOp::new)
          .operand("in", ShapedConstraints.ANY_STRIDED_MEMREF)
          .attr("permutation", CommonAttrs.AFFINE_MAP)
          .result("result", ShapedConstraints.ANY_STRIDED_MEMREF)
          .traits(Trait.PURE)
          .assembly(new Syntax())
          .verifier(TransposeOp::verify)
          .resultNamer((op, names) -> names.setName(op.result(0), "transpose"))
          .build();

  private TransposeOp() {}

  /** The dimension each result position takes, or null when the map is not a permutation. */
  static int[] permutation(AffineMap map) {
    if (map.numSymbols() != 0 || map.numResults() != map.numDims()) {
      return null;
    }
    int[] perm = new int[map.numResults()];
    boolean[] seen = new boolean[map.numDims()];
    for (int i = 0; i < perm.length; i++) {
      if (!(map.results().get(i) instanceof AffineDimExpr d) || seen[d.position()]) {
        return null;
      }
      seen[d.position()] = true;
      perm[i] = d.position();
    }
    return perm;
  }

  private static boolean verify(Operation op) {
    AffineMap map = ((AffineMapAttr) op.inherentAttr("permutation")).map();
    int[] perm = permutation(map);
    if (perm == null) {
      return op.emitOpError("expected a permutation map").report();
    }
    MemRefType src = (MemRefType) op.operand(0).type();
    if (map.numDims() != src.rank()) {
      return op.emitOpError("expected a permutation map of same rank as the input").report();
    }
    MemRefType result = (MemRefType) op.result(0).type();
    StridedLayouts.Strided s = StridedLayouts.stridesOf(src);
    long[] shape = new long[perm.length];
    long[] strides = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      shape[i] = src.shape()[perm[i]];
      strides[i] = s.strides()[perm[i]];
    }
    MemRefType expected = StridedLayouts.withStridedLayout(op.context(), src, shape, s.offset(), strides);
    StridedLayouts.Strided r = StridedLayouts.stridesOf(result);
    boolean same =
        r != null && result.elementType() == expected.elementType() && result.memorySpace() == expected.memorySpace()
            && java.util.Arrays.equals(result.shape(), shape) && r.offset() == s.offset()
            && java.util.Arrays.equals(r.strides(), strides);
    if (!same) {
      return op.emitOpError(
              "result type " + MemRefVerifiers.quoted(result)
                  + " is not equivalent to the canonical transposed input type " + MemRefVerifiers.quoted(expected))
          .report();
    }
    return true;
  }

  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(OpAsmParser p, OperationState state) {
      Map<String, Attribute> props = CustomAssembly.props();
      UnresolvedOperand in = p.parseOperand();
      List<String> dims = new ArrayList<>();
      p.parseLParen();
      if (!p.parseOptionalRParen()) {
        do {
          dims.add(p.parseKeyword());
        } while (p.parseOptionalComma());
        p.parseRParen();
      }
      p.parseArrow();
      List<AffineExpr> results = new ArrayList<>();
      p.parseLParen();
      if (!p.parseOptionalRParen()) {
        do {
          int offset = p.currentOffset();
          int d = dims.indexOf(p.parseKeyword());
          if (d < 0) {
            throw p.emitError(offset, "use of undeclared identifier");
          }
          results.add(AffineExpr.dim(d));
        } while (p.parseOptionalComma());
        p.parseRParen();
      }
      props.put("permutation", AffineMapAttr.get(p.context(), new AffineMap(dims.size(), 0, results)));
      CustomAssembly.parseAttrDict(p, DEF, props, state);
      Type srcType = p.parseColonType();
      p.parseKeyword("to");
      Type dstType = p.parseType();
      state.operands.add(p.resolveOperand(in, srcType));
      state.resultTypes.add(dstType);
      CustomAssembly.setProperties(state, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.print(' ');
      p.printOperand(op.operand(0));
      p.print(' ');
      p.print(((AffineMapAttr) op.inherentAttr("permutation")).map().toString());
      CustomAssembly.printAttrDict(p, op, List.of("permutation"));
      p.print(" : ");
      p.printType(op.operand(0).type());
      p.print(" to ");
      p.printType(op.result(0).type());
    }
  }
}
