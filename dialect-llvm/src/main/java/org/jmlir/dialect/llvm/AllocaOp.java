package org.jmlir.dialect.llvm;

import org.jmlir.ir.OpDef;
import org.jmlir.ir.Value;
import org.jmlir.ir.ods.AttrConstraint;
import org.jmlir.ir.type.Type;

/** {@code llvm.alloca %n x i32 {alignment = 8 : i64} : (i32) -> !llvm.ptr}. */
public final class AllocaOp extends LlvmOp implements org.jmlir.ir.interfaces.PromotableAllocationOpInterface,
    org.jmlir.ir.interfaces.DestructurableAllocationOpInterface, org.jmlir.ir.MemoryEffectOpInterface {
  public static final OpDef DEF =
      LlvmSpecs.op("llvm.alloca", AllocaOp::new)
          .operand("arraySize", LlvmSpecs.INTEGER)
          .result("res", LlvmSpecs.POINTER)
          .optionalAttr("alignment", LlvmSpecs.I64_ATTR)
          .attr("elem_type", LlvmSpecs.TYPE_ATTR)
          .optionalAttr("inalloca", AttrConstraint.UNIT)
          .verifier(op -> !(((AllocaOp) op).elemType() instanceof LlvmTargetExtType x && !x.supportsMemOps())
              || op.emitOpError("this target extension type cannot be used in alloca").report())
          .assembly(new Syntax())
          .build();

  /**
   * MLIR's AllocaOp::parse/print: {@code inalloca? %n x T attr-dict : (i32) -> !llvm.ptr}; a zero
   * alignment is dropped when parsed and an alignment is printed only when non-zero.
   */
  private static final class Syntax implements OpDef.Assembly {
    @Override
    public void parse(org.jmlir.ir.parse.OpAsmParser p, org.jmlir.ir.OperationState state) {
      org.jmlir.ir.MLIRContext ctx = p.context();
      java.util.List<org.jmlir.ir.attr.NamedAttribute> props = new java.util.ArrayList<>();
      if (p.parseOptionalKeyword("inalloca")) {
        props.add(new org.jmlir.ir.attr.NamedAttribute("inalloca", org.jmlir.ir.attr.UnitAttr.get(ctx)));
      }
      org.jmlir.ir.parse.UnresolvedOperand size = p.parseOperand();
      p.parseKeyword("x");
      Type elem = p.parseType();
      java.util.List<org.jmlir.ir.attr.NamedAttribute> attrs = new java.util.ArrayList<>();
      p.parseOptionalAttrDict(attrs);
      p.parseColon();
      int typeAt = p.currentOffset();
      Type type = p.parseType();
      java.util.List<org.jmlir.ir.attr.NamedAttribute> kept = new java.util.ArrayList<>();
      for (org.jmlir.ir.attr.NamedAttribute a : attrs) {
        if (a.name().equals("alignment")) {
          if (!(a.value() instanceof org.jmlir.ir.attr.IntegerAttr i)) {
            throw p.emitError(p.nameOffset(), "expected integer alignment");
          }
          if (i.value().signum() == 0) {
            continue;
          }
        }
        kept.add(a);
      }
      if (!(type instanceof org.jmlir.ir.type.FunctionType f) || f.inputs().size() != 1 || f.results().size() != 1) {
        throw p.emitError(typeAt, "expected trailing function type with one argument and one result");
      }
      p.resolveOperands(java.util.List.of(size), f.inputs(), typeAt, state.operands);
      if (f.results().get(0) instanceof LlvmPointerType) {
        props.add(new org.jmlir.ir.attr.NamedAttribute("elem_type", org.jmlir.ir.attr.TypeAttr.get(ctx, elem)));
      }
      LlvmSpecs.splitAttrs(DEF, kept, props, state);
      state.properties = org.jmlir.ir.attr.DictionaryAttr.get(ctx, props);
      state.resultTypes.addAll(f.results());
    }

    @Override
    public void print(org.jmlir.ir.Operation op, org.jmlir.ir.print.OpAsmPrinter p) {
      AllocaOp a = (AllocaOp) op;
      if (a.flag("inalloca")) {
        p.print(" inalloca");
      }
      p.print(' ');
      p.printOperand(a.arraySize());
      p.print(" x ");
      p.printType(a.elemType());
      java.util.List<String> elided = a.alignment() != 0 ? ELIDED : ELIDED_WITH_ALIGNMENT;
      p.printOptionalAttrDict(FuncOp.withoutDefaults(op), elided);
      p.print(" : ");
      p.printFunctionalType(op);
    }
  }

  private static final java.util.List<String> ELIDED = java.util.List.of("elem_type", "inalloca");
  private static final java.util.List<String> ELIDED_WITH_ALIGNMENT = java.util.List.of("elem_type", "inalloca", "alignment");

  private AllocaOp() {}

  /** Allocates its own result (automatic allocation scope), so an unused alloca is dead. */
  @Override
  public java.util.List<Effect> effects() {
    return java.util.List.of(new Allocate(result(0)));
  }

  public Value arraySize() {
    return operand(0);
  }

  public Type elemType() {
    return typeAttr("elem_type");
  }

  public long alignment() {
    return intAttr("alignment", 0);
  }

  /** One slot of the element type, for allocas in the entry block (MLIR 22's getPromotableSlots). */
  @Override
  public java.util.List<org.jmlir.ir.interfaces.MemorySlot> promotableSlots() {
    if (block() == null || !block().isEntryBlock()) {
      return java.util.List.of();
    }
    return java.util.List.of(new org.jmlir.ir.interfaces.MemorySlot(result(0), elemType()));
  }

  /** {@code llvm.mlir.undef}: what the slot holds before its first store. */
  @Override
  public org.jmlir.ir.Operation createDefaultValue(org.jmlir.ir.interfaces.MemorySlot slot) {
    org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(context(), LlvmOps.UNDEF, location());
    s.addType(slot.elemType());
    return org.jmlir.ir.Operation.create(s);
  }

  /** The slot's debug declarations describe a value merged at a block's start too (MLIR 22). */
  @Override
  public void handleBlockArgument(org.jmlir.ir.interfaces.MemorySlot slot, org.jmlir.ir.BlockArgument argument) {
    org.jmlir.ir.Operation last = null;
    for (org.jmlir.ir.OpOperand use : result(0).uses()) {
      if (use.owner().def() == DebugIntrinsicOps.DBG_DECLARE) {
        org.jmlir.ir.Operation value = DebugIntrinsicOps.describe(use.owner(), argument);
        if (last == null) {
          argument.owner().prepend(value);
        } else {
          argument.owner().insertAfter(last, value);
        }
        last = value;
      }
    }
  }

  /** A struct, or an array of at most 16 elements, allocated once (MLIR 22's getDestructurableSlots). */
  @Override
  public java.util.List<org.jmlir.ir.interfaces.DestructurableMemorySlot> destructurableSlots() {
    if (!LlvmSlots.isConstantOne(arraySize())) {
      return java.util.List.of();
    }
    java.util.Map<org.jmlir.ir.attr.Attribute, Type> fields = LlvmSlots.subelements(context(), elemType());
    return fields == null
        ? java.util.List.of()
        : java.util.List.of(new org.jmlir.ir.interfaces.DestructurableMemorySlot(result(0), elemType(), fields));
  }

  /** One alloca per used field, with the same array size, right after this one (no alignment kept). */
  @Override
  public java.util.Map<org.jmlir.ir.attr.Attribute, org.jmlir.ir.interfaces.MemorySlot> destructure(
      org.jmlir.ir.interfaces.DestructurableMemorySlot slot,
      java.util.SequencedSet<org.jmlir.ir.attr.Attribute> usedIndices,
      java.util.List<org.jmlir.ir.Operation> newAllocators) {
    java.util.Map<org.jmlir.ir.attr.Attribute, org.jmlir.ir.interfaces.MemorySlot> out = new java.util.LinkedHashMap<>();
    org.jmlir.ir.Operation anchor = this;
    for (org.jmlir.ir.attr.Attribute index : usedIndices) {
      Type field = slot.subelements().get(index);
      org.jmlir.ir.OperationState s = new org.jmlir.ir.OperationState(context(), DEF, location());
      s.addOperand(arraySize()).addType(LlvmPointerType.get(context()));
      s.addAttribute("elem_type", org.jmlir.ir.attr.TypeAttr.get(context(), field));
      org.jmlir.ir.Operation alloca = org.jmlir.ir.Operation.create(s);
      anchor.block().insertAfter(anchor, alloca);
      anchor = alloca;
      newAllocators.add(alloca);
      out.put(index, new org.jmlir.ir.interfaces.MemorySlot(alloca.result(0), field));
    }
    return out;
  }

  @Override
  public void handleDestructuringComplete(org.jmlir.ir.interfaces.DestructurableMemorySlot slot) {
    erase();
  }
}
