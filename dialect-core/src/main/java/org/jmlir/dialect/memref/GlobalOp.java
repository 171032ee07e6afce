package org.jmlir.dialect.memref;

import org.jmlir.dialect.utils.CommonAttrs;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Trait;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.ElementsAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.attr.UnitAttr;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.ods.CustomDirective;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.ods.Texts;
import org.jmlir.ir.ods.format.FormatState;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.MemRefType;
import org.jmlir.ir.type.RankedTensorType;
import org.jmlir.ir.type.Type;

/** {@code memref.global "private" constant @g : memref<2xf32> = dense<...>}: a named global buffer. */
public final class GlobalOp extends Operation implements MemRefOp {
  public static final OpDef DEF =
      OpSpec.define("memref.global", GlobalOp::new)
          .attr("sym_name", AttrConstraint.SYMBOL_NAME)
          .optionalAttr("sym_visibility", CommonAttrs.STRING_LITERAL)
          .attr("type", CommonAttrs.MEMREF_TYPE)
          .optionalAttr("initial_value", AttrConstraint.ANY)
          .optionalAttr("constant", AttrConstraint.UNIT)
          .optionalAttr("alignment", CommonAttrs.I64)
          .traits(Trait.SYMBOL)
          .customDirective("GlobalMemrefOpTypeAndInitialValue", new TypeAndInitialValue())
          .format(
              "($sym_visibility^)? (`constant` $constant^)? $sym_name `:`"
                  + " custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict")
          .verifier(GlobalOp::verify)
          .build();

  private GlobalOp() {}

  /** The tensor type an initial value of a global of {@code t} has. */
  static Type tensorTypeOf(org.jmlir.ir.MLIRContext ctx, MemRefType t) {
    return RankedTensorType.get(ctx, t.shape(), t.elementType());
  }

  private static boolean verify(Operation op) {
    Type type = ((TypeAttr) op.inherentAttr("type")).value();
    if (!(type instanceof MemRefType m) || !m.hasStaticShape()) {
      return op.emitOpError("type should be static shaped memref, but got " + MemRefVerifiers.quoted(type)).report();
    }
    Attribute init = op.inherentAttr("initial_value");
    if (init != null) {
      if (!(init instanceof UnitAttr) && !(init instanceof ElementsAttr)) {
        return op.emitOpError("initial value should be a unit or elements attribute, but got " + init).report();
      }
      if (init instanceof ElementsAttr e) {
        Type expected = tensorTypeOf(op.context(), m);
        if (e.type() != expected) {
          return op.emitOpError(
                  "initial value expected to be of type " + MemRefVerifiers.quoted(expected) + ", but was of type "
                      + MemRefVerifiers.quoted(e.type()))
              .report();
        }
      }
    }
    if (op.inherentAttr("alignment") instanceof IntegerAttr a && Long.bitCount(a.longValue()) != 1) {
      return op.emitError("alignment attribute value " + a.value() + " is not a power of 2").report();
    }
    return true;
  }

  /** {@code memref<2xf32>}, then {@code = uninitialized} or {@code = dense<...>} for a definition. */
  private static final class TypeAndInitialValue implements CustomDirective {
    @Override
    public void parse(OpAsmParser p, FormatState state) {
      Type type = p.parseType();
      if (!(type instanceof MemRefType m) || !m.hasStaticShape()) {
        throw p.emitError(p.nameOffset(), "type should be static shaped memref, but got " + MemRefVerifiers.quoted(type));
      }
      state.setAttribute("type", TypeAttr.get(p.context(), type));
      if (!p.parseOptionalEqual()) {
        return;
      }
      if (p.parseOptionalKeyword("uninitialized")) {
        state.setAttribute("initial_value", UnitAttr.get(p.context()));
        return;
      }
      Attribute init = p.parseAttribute(tensorTypeOf(p.context(), m));
      if (!(init instanceof ElementsAttr)) {
        throw p.emitError(p.nameOffset(), "initial value should be a unit or elements attribute");
      }
      state.setAttribute("initial_value", init);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      p.printType(((TypeAttr) op.inherentAttr("type")).value());
      Attribute init = op.inherentAttr("initial_value");
      if (init == null) {
        return;
      }
      p.print(" = ");
      if (init instanceof UnitAttr) {
        p.print("uninitialized");
      } else {
        p.printAttributeWithoutType(init);
      }
    }
  }

  static String text(Type t) {
    return Texts.type(t);
  }
}
