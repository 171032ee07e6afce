package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.parse.OpAsmParser;
import org.jmlir.ir.parse.UnresolvedOperand;
import org.jmlir.ir.print.OpAsmPrinter;
import org.jmlir.ir.type.FunctionType;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * {@code llvm.getelementptr inbounds %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<...>}.
 * Indices mix constants and values: {@code rawConstantIndices} holds each constant, or
 * {@link #DYNAMIC_INDEX} where the next dynamic operand goes; {@code noWrapFlags} is
 * {@link #INBOUNDS} (inbounds = inbounds_flag|nusw), {@link #NUSW}, {@link #NUW} combined.
 */
public final class GEPOp extends LlvmOp implements org.jmlir.ir.interfaces.DestructurableAccessorOpInterface,
    org.jmlir.ir.interfaces.SafeMemorySlotAccessOpInterface {
  /** The marker of a dynamic index in {@code rawConstantIndices} (INT32_MIN). */
  public static final int DYNAMIC_INDEX = Integer.MIN_VALUE;

  public static final int INBOUNDS_FLAG = 1;
  public static final int NUSW = 2;
  public static final int NUW = 4;
  public static final int INBOUNDS = INBOUNDS_FLAG | NUSW;

  private static final List<String> ELIDED = List.of("elem_type", "rawConstantIndices", "noWrapFlags");

  public static final OpDef DEF =
      LlvmSpecs.op("llvm.getelementptr", GEPOp::new)
          .operand("base", new org.jmlir.ir.ods.TypeConstraint("LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type", LlvmTypes::isPointerLike))
          .variadicOperand("dynamicIndices", LlvmSpecs.INT_LIKE)
          .result("res", LlvmSpecs.POINTER_LIKE)
          .attr("rawConstantIndices", AttrConstraint.of("i32 dense array attribute", a -> a instanceof DenseArrayAttr))
          .attr("elem_type", LlvmSpecs.TYPE_ATTR)
          .defaultAttr("noWrapFlags", LlvmSpecs.I32_ATTR, ctx -> IntegerAttr.get(ctx, IntegerType.get(ctx, 32), 0))
          .traits(org.jmlir.ir.Trait.PURE)
          .assembly(new Syntax())
          .verifier(GEPOp::verify)
          .extension(org.jmlir.ir.rewrite.OpFolder.class, LlvmFolders.GEP)
          .addInterface(org.jmlir.ir.interfaces.PromotableOpInterface.class, GEPOp::canUsesBeRemoved)
          .build();

  /** mem2reg: a getelementptr with all-zero constant indices is the slot's address again (MLIR's GEPOp). */
  private static boolean canUsesBeRemoved(org.jmlir.ir.Operation op, org.jmlir.ir.Value used, java.util.List<org.jmlir.ir.Value> derived) {
    GEPOp gep = (GEPOp) op;
    if (!gep.dynamicIndices().isEmpty()) {
      return false;
    }
    for (int i : gep.rawConstantIndices()) {
      if (i != 0) {
        return false;
      }
    }
    return org.jmlir.ir.interfaces.PromotableOpInterface.FORWARD_TO_USERS.canUsesBeRemoved(op, used, derived);
  }

  private GEPOp() {}

  public Value base() {
    return operand(0);
  }

  public List<Value> dynamicIndices() {
    return operands().subList(1, numOperands());
  }

  public Type elemType() {
    return typeAttr("elem_type");
  }

  public int noWrapFlags() {
    return (int) intAttr("noWrapFlags", 0);
  }

  public boolean isInbounds() {
    return (noWrapFlags() & INBOUNDS_FLAG) != 0;
  }

  /** The raw indices: constants, with {@link #DYNAMIC_INDEX} marking dynamic ones in order. */
  public int[] rawConstantIndices() {
    DenseArrayAttr d = (DenseArrayAttr) inherentAttr("rawConstantIndices");
    int[] out = new int[d.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = (int) d.rawValue(i);
    }
    return out;
  }

  /**
   * Builds a GEP; {@code indices} holds {@link Value}s and {@link Integer}s (constants), in order.
   */
  public static GEPOp create(
      MLIRContext ctx, Location loc, Type resultType, Type elemType, Value base, List<?> indices, int noWrapFlags) {
    OperationState s = new OperationState(ctx, DEF, loc);
    s.addOperand(base);
    long[] raw = new long[indices.size()];
    for (int i = 0; i < raw.length; i++) {
      Object o = indices.get(i);
      if (o instanceof Value v) {
        s.addOperand(v);
        raw[i] = DYNAMIC_INDEX;
      } else {
        raw[i] = ((Number) o).intValue();
      }
    }
    s.addType(resultType);
    s.properties =
        DictionaryAttr.get(
            ctx,
            List.of(
                new NamedAttribute("elem_type", TypeAttr.get(ctx, elemType)),
                new NamedAttribute("noWrapFlags", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), noWrapFlags)),
                new NamedAttribute("rawConstantIndices", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), raw))));
    return (GEPOp) Operation.create(s);
  }

  private static boolean verify(Operation op) {
    GEPOp g = (GEPOp) op;
    // MLIR 22: the inbounds flag alone is not a valid combination (inbounds implies nusw).
    if ((g.noWrapFlags() & INBOUNDS_FLAG) != 0 && (g.noWrapFlags() & NUSW) == 0) {
      return op.emitOpError("'inbounds_flag' cannot be used directly.").report();
    }
    int[] raw = g.rawConstantIndices();
    int dynamic = 0;
    for (int r : raw) {
      if (r == DYNAMIC_INDEX) {
        dynamic++;
      }
    }
    if (dynamic != g.dynamicIndices().size()) {
      return op.emitOpError("expected as many dynamic indices as specified in 'rawConstantIndices'").report();
    }
    // Structs must be indexed by constants within bounds (the first index steps over the pointer).
    Type t = g.elemType();
    for (int i = 1; i < raw.length; i++) {
      if (t instanceof LlvmStructType s) {
        if (raw[i] == DYNAMIC_INDEX) {
          return op.emitOpError("expected index " + i + " indexing a struct to be constant").report();
        }
        if (raw[i] < 0 || raw[i] >= s.elementTypes().size()) {
          return op.emitOpError("index " + i + " indexing a struct is out of bounds").report();
        }
        t = s.elementTypes().get(raw[i]);
      } else if (t instanceof LlvmArrayType a) {
        t = a.elementType();
      } else if (t instanceof org.jmlir.ir.type.VectorType v) {
        t = v.elementType();
      } else {
        return op.emitOpError("type '" + org.jmlir.ir.ods.Texts.type(t) + "' cannot be indexed (index #" + i + ")").report();
      }
    }
    return true;
  }

  static String flagsText(int flags) {
    if (flags == 0) {
      return null;
    }
    List<String> parts = new ArrayList<>();
    int rest = flags;
    if ((rest & INBOUNDS) == INBOUNDS) {
      parts.add("inbounds");
      rest &= ~INBOUNDS;
    }
    if ((rest & INBOUNDS_FLAG) != 0) {
      parts.add("inbounds_flag");
    }
    if ((rest & NUSW) != 0) {
      parts.add("nusw");
    }
    if ((rest & NUW) != 0) {
      parts.add("nuw");
    }
    return String.join("|", parts);
  }

  private static final class Syntax implements OpDef.Assembly {
    private static final List<String> FLAG_WORDS = List.of("inbounds", "inbounds_flag", "nusw", "nuw", "none");

    @Override
    public void parse(OpAsmParser p, OperationState state) {
      MLIRContext ctx = p.context();
      int flags = 0;
      int at = p.currentOffset();
      String w = p.parseOptionalKeyword();
      while (w != null) {
        if (!FLAG_WORDS.contains(w)) {
          // MLIR 22 reads any leading keyword as the GEPNoWrapFlags bit enum.
          throw p.emitError(at, "expected one of [none, inbounds_flag, nusw, nuw, inbounds] for ::mlir::LLVM::GEPNoWrapFlags, got: " + w);
        }
        flags |= switch (w) {
          case "inbounds" -> INBOUNDS;
          case "inbounds_flag" -> INBOUNDS_FLAG;
          case "nusw" -> NUSW;
          case "nuw" -> NUW;
          default -> 0;
        };
        if (p.parseOptionalVerticalBar()) {
          at = p.currentOffset();
          w = p.parseKeyword();
        } else {
          w = null;
        }
      }
      UnresolvedOperand base = p.parseOperand();
      p.parseLSquare();
      List<Long> raw = new ArrayList<>();
      List<UnresolvedOperand> dyn = new ArrayList<>();
      if (!p.parseOptionalRSquare()) {
        do {
          java.math.BigInteger c = p.parseOptionalInteger();
          if (c != null) {
            raw.add(c.longValue());
          } else {
            dyn.add(p.parseOperand());
            raw.add((long) DYNAMIC_INDEX);
          }
        } while (p.parseOptionalComma());
        p.parseRSquare();
      }
      List<NamedAttribute> props = new ArrayList<>();
      List<NamedAttribute> attrs = new ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      LlvmSpecs.splitAttrs(DEF, attrs, props, state);
      p.parseColon();
      int typeAt = p.currentOffset();
      Type ft = p.parseType();
      if (!(ft instanceof FunctionType f)) {
        throw p.emitError(
            typeAt, "invalid kind of type specified: expected builtin.function, but found '" + org.jmlir.ir.ods.Texts.type(ft) + "'");
      }
      p.parseComma();
      Type elem = p.parseType();
      List<UnresolvedOperand> all = new ArrayList<>();
      all.add(base);
      all.addAll(dyn);
      org.jmlir.ir.ods.format.FormatProgram.resolveOperands(p, all, f.inputs(), p.nameOffset(), state.operands);
      state.resultTypes.addAll(f.results());
      long[] rawArr = new long[raw.size()];
      for (int i = 0; i < rawArr.length; i++) {
        rawArr[i] = raw.get(i);
      }
      props.add(new NamedAttribute("elem_type", TypeAttr.get(ctx, elem)));
      props.add(new NamedAttribute("noWrapFlags", IntegerAttr.get(ctx, IntegerType.get(ctx, 32), flags)));
      props.add(new NamedAttribute("rawConstantIndices", DenseArrayAttr.get(ctx, IntegerType.get(ctx, 32), rawArr)));
      state.properties = DictionaryAttr.get(ctx, props);
    }

    @Override
    public void print(Operation op, OpAsmPrinter p) {
      GEPOp g = (GEPOp) op;
      p.print(' ');
      String flags = flagsText(g.noWrapFlags());
      if (flags != null) {
        p.print(flags).print(' ');
      }
      p.printOperand(g.base());
      p.print('[');
      int d = 1;
      int[] raw = g.rawConstantIndices();
      for (int i = 0; i < raw.length; i++) {
        if (i > 0) {
          p.print(", ");
        }
        if (raw[i] == DYNAMIC_INDEX) {
          p.printOperand(op.operand(d++));
        } else {
          p.print(Integer.toString(raw[i]));
        }
      }
      p.print(']');
      p.printOptionalAttrDict(FuncOp.withoutDefaults(op), ELIDED);
      p.print(" : ");
      p.printFunctionalType(op);
      p.print(", ");
      p.printType(g.elemType());
    }
  }

  /** A constant offset from the slot that falls inside one field (MLIR 22's GEPOp::canRewire). */
  @Override
  public boolean canRewire(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot, java.util.SequencedSet<org.jmlir.ir.attr.Attribute> usedIndices) {
    return LlvmSlots.gepCanRewire(this, slot, usedIndices);
  }

  @Override
  public void mustBeSafelyUsed(org.jmlir.ir.interfaces.DestructurableMemorySlot slot, List<org.jmlir.ir.interfaces.MemorySlot> out) {
    out.add(LlvmSlots.gepRemainder(this, slot));
  }

  @Override
  public boolean ensureOnlySafeAccesses(org.jmlir.ir.interfaces.MemorySlot slot, List<org.jmlir.ir.interfaces.MemorySlot> mustBeSafelyUsed) {
    return LlvmSlots.gepSafe(this, slot, mustBeSafelyUsed);
  }

  /** The GEP's uses take the field's slot (moved by the offset inside it) and it goes. */
  @Override
  public boolean rewire(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot,
      java.util.Map<org.jmlir.ir.attr.Attribute, org.jmlir.ir.interfaces.MemorySlot> subslots) {
    LlvmSlots.gepRewire(this, slot, subslots);
    return true;
  }
}
