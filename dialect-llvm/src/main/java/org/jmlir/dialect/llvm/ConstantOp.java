package org.jmlir.dialect.llvm;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.ods.AttrConstraint;

/** {@code llvm.mlir.constant(42 : i32) : i32}. */
public final class ConstantOp extends LlvmOp {
  public static final OpDef DEF =
      LlvmSpecs.op("llvm.mlir.constant", ConstantOp::new)
          .attr("value", AttrConstraint.ANY)
          .result("res", LlvmSpecs.ANY)
          .traits(Trait.PURE).traits(Trait.CONSTANT_LIKE)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, LlvmFolders.CONSTANT)
          .format("`(` $value `)` attr-dict `:` type($res)")
          .verifier(ConstantOp::verify)
          .build();

  private ConstantOp() {}

  /** The constant's value attribute. */
  public Attribute value() {
    return inherentAttr("value");
  }

  /** MLIR 22's LLVM::ConstantOp::verify: the value's kind against the result type. */
  private static boolean verify(org.jmlir.ir.Operation op) {
    Attribute value = op.inherentAttr("value");
    org.jmlir.ir.type.Type type = op.result(0).type();
    if (value instanceof org.jmlir.ir.attr.StringAttr s) {
      int n = s.value().getBytes(java.nio.charset.StandardCharsets.UTF_8).length;
      if (!(type instanceof LlvmArrayType a)
          || a.numElements() != n
          || !(a.elementType() instanceof org.jmlir.ir.type.IntegerType i && i.width() == 8)) {
        return op.emitOpError("expected array type of " + n + " i8 elements for the string constant").report();
      }
      return true;
    }
    if (type instanceof LlvmStructType st) {
      if (!(value instanceof org.jmlir.ir.attr.ArrayAttr arr)) {
        return op.emitOpError("expected array attribute for struct type").report();
      }
      java.util.List<org.jmlir.ir.type.Type> elems = st.elementTypes();
      if (arr.size() != elems.size()) {
        return op.emitOpError("expected array attribute of size " + elems.size()).report();
      }
      for (int i = 0; i < elems.size(); i++) {
        org.jmlir.ir.type.Type t = elems.get(i);
        boolean scalar =
            t instanceof org.jmlir.ir.type.IntegerType it && it.isSignless()
                || t instanceof org.jmlir.ir.type.IndexType
                || t instanceof org.jmlir.ir.type.FloatType;
        if (!scalar) {
          return op.emitOpError("expected struct element types to be floating point type or integer type").report();
        }
        Attribute a = arr.get(i);
        if (!(a instanceof org.jmlir.ir.attr.FloatAttr || a instanceof org.jmlir.ir.attr.IntegerAttr)) {
          return op.emitOpError("expected element of array attribute to be floating point or integer").report();
        }
        if (!((org.jmlir.ir.attr.TypedAttr) a).type().equals(t)) {
          return op.emitOpError("struct element at index " + i + " is of wrong type").report();
        }
      }
      return true;
    }
    if (type instanceof LlvmTargetExtType) {
      return op.emitOpError("does not support target extension type.").report();
    }
    if (value instanceof org.jmlir.ir.attr.IntegerAttr) {
      if (!(type instanceof org.jmlir.ir.type.IntegerType)) {
        return op.emitOpError("expected integer type").report();
      }
    } else if (value instanceof org.jmlir.ir.attr.FloatAttr f) {
      org.jmlir.ir.type.FloatType ft = (org.jmlir.ir.type.FloatType) f.type();
      if (type instanceof org.jmlir.ir.type.IntegerType it && it.width() != ft.width()) {
        return op.emitOpError("expected integer type of width " + ft.width()).report();
      }
      if (type instanceof org.jmlir.ir.type.FloatType t && !t.equals(ft)) {
        return op.emitOpError("attribute and type have different float semantics").report();
      }
    } else if (value instanceof org.jmlir.ir.attr.ElementsAttr e) {
      if (type instanceof org.jmlir.ir.type.VectorType v && v.isScalable()
          && !(e instanceof org.jmlir.ir.attr.DenseIntOrFPElementsAttr d && d.isSplat())) {
        return op.emitOpError("scalable vector type requires a splat attribute").report();
      }
      if (!(type instanceof org.jmlir.ir.type.VectorType || type instanceof LlvmArrayType)) {
        return op.emitOpError("expected vector or array type").report();
      }
      long expected = flatCount(type);
      if (expected != e.numElements()) {
        return op.emitOpError("type and attribute have a different number of elements: " + expected + " vs. " + e.numElements()).report();
      }
      org.jmlir.ir.type.Type attrElem = e.type().elementType();
      org.jmlir.ir.type.Type resultElem = flatElement(type);
      if (attrElem instanceof org.jmlir.ir.type.FloatType ft) {
        if (resultElem instanceof org.jmlir.ir.type.FloatType rt && !rt.equals(ft)) {
          return op.emitOpError("attribute and type have different float semantics").report();
        }
        if (resultElem instanceof org.jmlir.ir.type.IntegerType it && it.width() != ft.width()) {
          return op.emitOpError("expected integer type of width " + ft.width()).report();
        }
      } else if (attrElem instanceof org.jmlir.ir.type.IntegerType && !(resultElem instanceof org.jmlir.ir.type.IntegerType)) {
        return op.emitOpError("expected integer element type for integer elements attribute").report();
      }
    } else if (value instanceof org.jmlir.ir.attr.ArrayAttr arr) {
      if (!(type instanceof LlvmArrayType at)) {
        return op.emitOpError("expected array or struct type for array attribute").report();
      }
      return verifyStructArray(op, at, arr, 0);
    } else {
      return op.emitOpError("only supports integer, float, string or elements attributes").report();
    }
    return true;
  }

  /**
   * MLIR 22's verifyStructArrayConstant: an array attribute initializes an array (of arrays) of
   * structs, one nested array attribute per struct (or #llvm.zero / #llvm.undef), sizes matching.
   */
  private static boolean verifyStructArray(org.jmlir.ir.Operation op, LlvmArrayType type, org.jmlir.ir.attr.ArrayAttr arr, int dim) {
    if (type.numElements() != arr.size()) {
      return op.emitOpError("array attribute size does not match array type size in dimension " + dim + ": " + arr.size() + " vs. " + type.numElements()).report();
    }
    java.util.Set<Attribute> verified = new java.util.HashSet<>();
    if (type.elementType() instanceof LlvmArrayType sub) {
      for (int i = 0; i < arr.size(); i++) {
        Attribute e = arr.get(i);
        if (!verified.add(e) || isZeroOrUndef(e)) {
          continue;
        }
        if (!(e instanceof org.jmlir.ir.attr.ArrayAttr subArr)) {
          return op.emitOpError("nested attribute for sub-array in dimension " + dim + " at index " + i + " must be a zero, or undef, or array attribute").report();
        }
        if (!verifyStructArray(op, sub, subArr, dim + 1)) {
          return false;
        }
      }
      return true;
    }
    if (!(type.elementType() instanceof LlvmStructType st)) {
      return op.emitOpError("for array with an array attribute must have a struct element type").report();
    }
    int fields = st.elementTypes().size();
    for (int i = 0; i < arr.size(); i++) {
      Attribute e = arr.get(i);
      if (!verified.add(e) || isZeroOrUndef(e)) {
        continue;
      }
      if (!(e instanceof org.jmlir.ir.attr.ArrayAttr fieldsAttr)) {
        return op.emitOpError("nested attribute for struct element at index " + i + " must be a zero, or undef, or array attribute").report();
      }
      if (fieldsAttr.size() != fields) {
        return op.emitOpError("nested array attribute size for struct element at index " + i + " must match struct size: " + fieldsAttr.size() + " vs. " + fields).report();
      }
    }
    return true;
  }

  /** The scalar count of a vector or (nested) array type (MLIR 22's getNumElements in LLVMDialect.cpp). */
  private static long flatCount(org.jmlir.ir.type.Type t) {
    if (t instanceof org.jmlir.ir.type.VectorType v) {
      return v.numElements();
    }
    if (t instanceof LlvmArrayType a) {
      return a.numElements() * flatCount(a.elementType());
    }
    return 1;
  }

  /** The innermost element type of a vector or (nested) array type. */
  private static org.jmlir.ir.type.Type flatElement(org.jmlir.ir.type.Type t) {
    if (t instanceof org.jmlir.ir.type.VectorType v) {
      return flatElement(v.elementType());
    }
    if (t instanceof LlvmArrayType a) {
      return flatElement(a.elementType());
    }
    return t;
  }

  private static boolean isZeroOrUndef(Attribute a) {
    return a instanceof LlvmValueAttr v && (v.kind().equals(LlvmValueAttr.ZERO) || v.kind().equals(LlvmValueAttr.UNDEF));
  }
}
