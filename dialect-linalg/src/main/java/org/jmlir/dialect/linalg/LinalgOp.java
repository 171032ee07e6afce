package org.jmlir.dialect.linalg;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.Block;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.affine.AffineExpr;
import org.jmlir.ir.affine.AffineMap;
import org.jmlir.ir.attr.AffineMapAttr;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DenseIntOrFPElementsAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.TensorType;
import org.jmlir.ir.type.Type;

/**
 * A linalg structured op (MLIR's LinalgOp interface): inputs, inits (outputs), one indexing map per
 * operand from the loop space, and an iterator type per loop. One class serves every kind; the kind
 * is its {@link OpDef}'s {@link OpKind}.
 */
public final class LinalgOp extends Operation implements org.jmlir.ir.MemoryEffectOpInterface {
  LinalgOp() {}

  /** MLIR's getGenericEffectsImpl: reads of buffer inputs, reads and writes of buffer inits. */
  @Override
  public List<Effect> effects() {
    List<Effect> r = new ArrayList<>();
    for (Value v : inputs()) {
      if (v.type() instanceof org.jmlir.ir.type.BaseMemRefType) {
        r.add(new Read(v));
      }
    }
    for (Value v : inits()) {
      if (v.type() instanceof org.jmlir.ir.type.BaseMemRefType) {
        r.add(new Read(v));
        r.add(new Write(v));
      }
    }
    return r;
  }

  public OpKind kind() {
    return def().extension(OpKind.class);
  }

  public List<Value> inputs() {
    if (kind().hasSegments()) {
      int n = segment(0);
      return operands().subList(0, n);
    }
    return operands().subList(0, numOperands() - numInits());
  }

  public List<Value> inits() {
    return operands().subList(numOperands() - numInits(), numOperands());
  }

  private int numInits() {
    if (kind().hasSegments()) {
      return segment(1);
    }
    return kind() == OpKind.REDUCE ? numOperands() / 2 : 1;
  }

  private int segment(int i) {
    Attribute a = attr("operandSegmentSizes");
    if (a instanceof DenseArrayAttr d && d.size() == 2) {
      return (int) d.rawValue(i);
    }
    return i == 0 ? Math.max(0, numOperands() - 1) : Math.min(1, numOperands());
  }

  public Block body() {
    return region(0).isEmpty() ? null : region(0).front();
  }

  /** The indexing maps, one per operand (inputs then inits). */
  public List<AffineMap> indexingMaps() {
    if (kind().hasMapsProperty() && attr("indexing_maps") instanceof ArrayAttr a) {
      List<AffineMap> maps = new ArrayList<>();
      for (Attribute m : a.elements()) {
        maps.add(((AffineMapAttr) m).map());
      }
      return maps;
    }
    return IndexingMaps.of(this);
  }

  /** "parallel" or "reduction" per loop. */
  public List<String> iteratorTypes() {
    if (kind() == OpKind.GENERIC) {
      List<String> r = new ArrayList<>();
      if (attr("iterator_types") instanceof ArrayAttr a) {
        for (Attribute t : a.elements()) {
          r.add(t instanceof LinalgEnumAttr e ? e.caseName() : t instanceof StringAttr s ? s.value() : "?");
        }
      }
      return r;
    }
    return IndexingMaps.iteratorTypes(this);
  }

  public int numLoops() {
    return iteratorTypes().size();
  }

  /** Whether every operand is a memref or scalar (buffer semantics). */
  public boolean hasPureBufferSemantics() {
    for (Value v : operands()) {
      if (v.type() instanceof TensorType) {
        return false;
      }
    }
    return true;
  }

  /** Whether every shaped operand is a tensor (tensor semantics). */
  public boolean hasPureTensorSemantics() {
    for (Value v : operands()) {
      if (v.type() instanceof ShapedType && !(v.type() instanceof TensorType)) {
        return false;
      }
    }
    return true;
  }

  /** The element type of a memref or ranked tensor, or the type itself (a scalar or vector operand, as in MLIR's verifier). */
  public static Type elementOrSelf(Type t) {
    return t instanceof org.jmlir.ir.type.MemRefType || t instanceof org.jmlir.ir.type.RankedTensorType ? ((ShapedType) t).elementType() : t;
  }

  public static int rankOf(Type t) {
    return (t instanceof org.jmlir.ir.type.MemRefType || t instanceof org.jmlir.ir.type.RankedTensorType) ? ((ShapedType) t).rank() : 0;
  }

  /** {@code strides} or {@code dilations} of a convolution or pooling (1 when absent). */
  long[] convAttr(String name) {
    return convAttr(name, 2);
  }

  /** The {@code strides}/{@code dilations} of a conv or pooling op over {@code n} spatial dims (1 when absent). */
  public long[] convAttr(String name, int n) {
    long[] r = new long[n];
    java.util.Arrays.fill(r, 1);
    if (attr(name) instanceof DenseIntOrFPElementsAttr d && (d.isSplat() || d.type() instanceof org.jmlir.ir.type.ShapedType t && t.numElements() >= n)) {
      for (int i = 0; i < n; i++) {
        r[i] = d.isSplat() ? d.readLong(0, 8) : d.readLong(8L * i, 8);
      }
    }
    return r;
  }

  /** The {@code dimensions} or {@code permutation} dense i64 array. */
  long[] i64Array(String name) {
    if (!(attr(name) instanceof DenseArrayAttr d)) {
      return new long[0];
    }
    long[] r = new long[d.size()];
    for (int i = 0; i < r.length; i++) {
      r[i] = d.rawValue(i);
    }
    return r;
  }

  static AffineExpr d(int i) {
    return AffineExpr.dim(i);
  }
}
