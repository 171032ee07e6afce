package org.jmlir.dialect.hlo;

import java.util.List;
import org.jmlir.dialect.quant.UniformQuantizedType;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.print.AttrTypeText;
import org.jmlir.ir.type.ComplexType;
import org.jmlir.ir.type.FloatType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;

/**
 * Shape and type compatibility as StableHLO's type inference sees it (Base.cpp): dynamic
 * dimensions match anything, bounds limit static sizes, quantized element types match by storage
 * and expressed type. Also the text of types in diagnostics ({@code 'tensor<2xf32>'}).
 */
public final class HloShapes {
  private HloShapes() {}

  public static final long DYN = ShapedType.DYNAMIC;

  public static boolean isDynamic(long d) {
    return d == DYN;
  }

  /** MLIR's verifyCompatibleShape: both shaped or neither; unranked matches; same rank, compatible dims. */
  public static boolean compatibleShape(Type a, Type b) {
    if (!(a instanceof ShapedType sa)) {
      return !(b instanceof ShapedType);
    }
    if (!(b instanceof ShapedType sb)) {
      return false;
    }
    if (!(a instanceof RankedTensorType ra) || !(b instanceof RankedTensorType rb)) {
      return true;
    }
    long[] x = ra.shape();
    long[] y = rb.shape();
    if (x.length != y.length) {
      return false;
    }
    for (int i = 0; i < x.length; i++) {
      if (!compatibleDims(x[i], y[i])) {
        return false;
      }
    }
    return sa != null && sb != null;
  }

  public static boolean compatibleDims(long a, long b) {
    return isDynamic(a) || isDynamic(b) || a == b;
  }

  /** verifyCompatibleShapeWithBounds. */
  public static boolean compatibleShapeWithBounds(Type a, Type b) {
    if (!compatibleShape(a, b)) {
      return false;
    }
    if (a instanceof RankedTensorType ra && b instanceof RankedTensorType rb) {
      return withinBounds(ra.shape(), HloTypes.bounds(rb)) && withinBounds(rb.shape(), HloTypes.bounds(ra));
    }
    return true;
  }

  private static boolean withinBounds(long[] shape, TypeExtensionsAttr bounds) {
    if (shape.length == 0 || bounds == null) {
      return true;
    }
    for (int i = 0; i < shape.length && i < bounds.rank(); i++) {
      long b = bounds.bound(i);
      if (!isDynamic(b) && b < shape[i]) {
        return false;
      }
    }
    return true;
  }

  /** isCompatibleElementTypeForHloTypeInference. */
  public static boolean compatibleElementType(Type a, Type b) {
    a = HloTypes.elementType(a);
    b = HloTypes.elementType(b);
    if (a instanceof UniformQuantizedType qa && b instanceof UniformQuantizedType qb) {
      return qa.storageWidth() == qb.storageWidth()
          && qa.isSigned() == qb.isSigned()
          && qa.storageMin() == qb.storageMin()
          && qa.storageMax() == qb.storageMax()
          && qa.expressedType().equals(qb.expressedType())
          && qa.isPerAxis() == qb.isPerAxis();
    }
    if (a instanceof UniformQuantizedType || b instanceof UniformQuantizedType) {
      return false;
    }
    return a.equals(b);
  }

  /** isCompatibleForHloTypeInference. */
  public static boolean compatible(Type a, Type b) {
    if (a instanceof ShapedType && b instanceof ShapedType) {
      return compatibleShapeWithBounds(a, b) && compatibleElementType(a, b);
    }
    return compatibleElementType(a, b);
  }

  public static boolean compatible(List<Type> a, List<Type> b) {
    if (a.size() != b.size()) {
      return false;
    }
    for (int i = 0; i < a.size(); i++) {
      if (!compatible(a.get(i), b.get(i))) {
        return false;
      }
    }
    return true;
  }

  /** Same element type; floats of any precision match when {@code ignoreFpPrecision}. */
  public static boolean sameElementType(Type a, Type b, boolean ignoreFpPrecision) {
    Type x = HloTypes.elementType(a);
    Type y = HloTypes.elementType(b);
    if (ignoreFpPrecision && x instanceof FloatType && y instanceof FloatType) {
      return true;
    }
    return x.equals(y);
  }

  /** compatibleShapeAndElementType. */
  public static boolean compatibleShapeAndElementType(Type a, Type b, boolean ignoreFpPrecision) {
    return compatibleShape(a, b) && sameElementType(a, b, ignoreFpPrecision);
  }

  /** isPromotableElementType: same kind, and {@code a}'s width at most {@code b}'s. */
  public static boolean promotable(Type a, Type b, boolean ignoreFpPrecision) {
    if (!(a instanceof ShapedType) || !(b instanceof ShapedType)) {
      return false;
    }
    Type x = HloTypes.elementType(a);
    Type y = HloTypes.elementType(b);
    boolean same =
        (x instanceof IntegerType && y instanceof IntegerType)
            || (x instanceof FloatType && y instanceof FloatType)
            || (x instanceof ComplexType && y instanceof ComplexType)
            || (x instanceof UniformQuantizedType qx && y instanceof UniformQuantizedType qy && qx.expressedType().equals(qy.expressedType()));
    if (!same) {
      return false;
    }
    if (ignoreFpPrecision && x instanceof FloatType) {
      return true;
    }
    return bitWidth(x) <= bitWidth(y);
  }

  public static int bitWidth(Type t) {
    if (t instanceof ComplexType c) {
      return 2 * bitWidth(c.elementType());
    }
    if (t instanceof UniformQuantizedType q) {
      return q.storageWidth();
    }
    if (t instanceof IntegerType i) {
      return i.width();
    }
    if (t instanceof FloatType f) {
      return org.jmlir.ir.attr.FloatFormats.width(f.kind());
    }
    return 0;
  }

  /** {@code 'type'}, as MLIR diagnostics quote types. */
  public static String q(Type t) {
    return "'" + AttrTypeText.type(t) + "'";
  }

  /** {@code 'a', 'b'}, as MLIR diagnostics print a type range. */
  public static String q(List<? extends Type> ts) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < ts.size(); i++) {
      sb.append(i > 0 ? ", " : "").append(q(ts.get(i)));
    }
    return sb.toString();
  }

  /** {@code 1, 2, 3}. */
  public static String list(long[] v) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < v.length; i++) {
      sb.append(i > 0 ? ", " : "").append(v[i] == DYN ? "?" : String.valueOf(v[i]));
    }
    return sb.toString();
  }

  /** The bounds of a ranked tensor, or an empty array. */
  public static long[] bounds(Type t) {
    TypeExtensionsAttr b = HloTypes.bounds(t);
    return b == null ? new long[0] : b.bounds();
  }

  /**
   * A ranked tensor of {@code shape}; bounds become a {@code #ns.bounds} encoding when any is set
   * (StableHLO's boundsToEncoding keeps another encoding otherwise).
   */
  public static RankedTensorType tensor(MLIRContext ctx, long[] shape, Type element, Attribute witnessEncoding, long[] bounds) {
    Attribute enc = witnessEncoding;
    if (bounds != null && bounds.length > 0) {
      boolean any = false;
      for (long b : bounds) {
        any |= !isDynamic(b);
      }
      String ns = witnessEncoding instanceof TypeExtensionsAttr te ? te.dialectNamespace() : "stablehlo";
      enc = any ? TypeExtensionsAttr.get(ctx, ns, bounds) : (witnessEncoding instanceof TypeExtensionsAttr ? null : witnessEncoding);
    } else if (witnessEncoding instanceof TypeExtensionsAttr) {
      enc = null;
    }
    return RankedTensorType.get(ctx, shape, element, enc);
  }

  public static boolean isStatic(RankedTensorType t) {
    for (long d : t.shape()) {
      if (isDynamic(d)) {
        return false;
      }
    }
    return true;
  }

  public static long numElements(RankedTensorType t) {
    long n = 1;
    for (long d : t.shape()) {
      n *= d;
    }
    return n;
  }
}
