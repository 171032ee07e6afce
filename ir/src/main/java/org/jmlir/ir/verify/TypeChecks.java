package org.jmlir.ir.verify;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.type.ShapedType;
import org.jmlir.ir.type.Type;
import org.jmlir.ir.type.VectorType;

/** Type comparisons shared by trait checks and op verifiers (MLIR's TypeUtilities). */
public final class TypeChecks {
  private TypeChecks() {}

  /** The element type of a shaped type, else the type itself (getElementTypeOrSelf). */
  public static Type elementTypeOrSelf(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  /** MLIR's verifyCompatibleShape(Type, Type). */
  public static boolean compatibleShape(Type a, Type b) {
    if (!(a instanceof ShapedType sa)) {
      return !(b instanceof ShapedType);
    }
    if (!(b instanceof ShapedType sb)) {
      return false;
    }
    if (!sa.hasRank() || !sb.hasRank()) {
      return true;
    }
    return ShapedType.compatibleDims(sa.shape(), sb.shape());
  }

  /** MLIR's verifyCompatibleShapes(TypeRange). */
  public static boolean compatibleShapes(List<Type> types) {
    int shaped = 0;
    for (Type t : types) {
      if (t instanceof ShapedType) {
        shaped++;
      }
    }
    if (shaped == 0) {
      return true;
    }
    if (shaped != types.size()) {
      return false;
    }
    boolean scalable = false;
    boolean nonScalable = false;
    for (Type t : types) {
      if (t instanceof VectorType v && v.isScalable()) {
        scalable = true;
      } else {
        nonScalable = true;
      }
    }
    if (scalable && nonScalable) {
      return false;
    }
    List<long[]> shapes = new ArrayList<>();
    for (Type t : types) {
      ShapedType s = (ShapedType) t;
      if (s.hasRank()) {
        shapes.add(s.shape());
      }
    }
    if (shapes.isEmpty()) {
      return true;
    }
    int rank = shapes.get(0).length;
    for (long[] s : shapes) {
      if (s.length != rank) {
        return false;
      }
    }
    for (int i = 0; i < rank; i++) {
      long staticDim = ShapedType.DYNAMIC;
      for (long[] s : shapes) {
        if (s[i] == ShapedType.DYNAMIC) {
          continue;
        }
        if (staticDim == ShapedType.DYNAMIC) {
          staticDim = s[i];
        } else if (staticDim != s[i]) {
          return false;
        }
      }
    }
    return true;
  }
}
