package org.jmlir.dialect.llvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.IRMapping;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.OpDef;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Region;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DictionaryAttr;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.TypeAttr;
import org.jmlir.ir.interfaces.DialectInlinerInterface;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.rewrite.OpBuilder;
import org.jmlir.ir.rewrite.OperationFolder;
import org.jmlir.ir.type.IntegerType;
import org.jmlir.ir.type.Type;

/**
 * The llvm dialect's inliner interface (MLIR 22's LLVMInlinerInterface): an {@code llvm.call} of an
 * {@code llvm.func} inlines unless the callee is no_inline, variadic, has an inalloca argument or a
 * personality, or has one of the passthrough attributes noduplicate/presplitcoroutine/returns_twice/
 * strictfp; every op but {@code llvm.intr.vastart} may be inlined anywhere. Returns become branches
 * (or the call's results), byval arguments are copied into a new entry-block alloca unless the callee
 * only reads them and they are aligned enough, and inlined allocas of constant size in the callee's
 * entry block move to the caller's entry block, scoped by lifetime markers, with stacksave/
 * stackrestore around the inlined body when dynamic allocas came along; the call's access groups are
 * added to the inlined memory accesses, and alias scopes are cloned, derived from noalias parameters
 * and inherited from the call ({@link LlvmAliasScopes}).
 */
final class LlvmInliner implements DialectInlinerInterface {
  /** Ops holding their access groups in the attribute dictionary (the others declare them inherent). */
  private static final Set<String> ACCESS_GROUP_OPS = Set.of("llvm.load", "llvm.store", "llvm.atomicrmw", "llvm.cmpxchg");
  private static final Set<String> DISALLOWED_PASSTHROUGH = Set.of("noduplicate", "presplitcoroutine", "returns_twice", "strictfp");

  @Override
  public boolean isLegalToInline(Operation call, Operation callable, boolean wouldBeCloned) {
    if (call.def() != CallOp.DEF || !(callable instanceof FuncOp f)) {
      return false;
    }
    if (f.inherentAttr("no_inline") != null || f.functionType().isVarArg() || f.inherentAttr("personality") != null) {
      return false;
    }
    if (f.inherentAttr("arg_attrs") instanceof ArrayAttr args) {
      for (Attribute a : args.elements()) {
        if (a instanceof DictionaryAttr d && d.get("llvm.inalloca") != null) {
          return false;
        }
      }
    }
    if (f.inherentAttr("passthrough") instanceof ArrayAttr pass) {
      for (Attribute a : pass.elements()) {
        if (a instanceof StringAttr s && DISALLOWED_PASSTHROUGH.contains(s.value())) {
          return false;
        }
      }
    }
    return true;
  }

  @Override
  public boolean isLegalToInline(Region dest, Region src, boolean wouldBeCloned, IRMapping mapping) {
    return true;
  }

  @Override
  public boolean isLegalToInline(Operation op, Region dest, boolean wouldBeCloned, IRMapping mapping) {
    return !op.name().equals("llvm.intr.vastart");
  }

  @Override
  public void handleTerminator(Operation op, Block newDest) {
    if (op.def() != LlvmOps.RETURN) {
      return;
    }
    DialectInlinerInterface.replaceWithBranch(op, BrOp.DEF, newDest);
  }

  @Override
  public void handleTerminator(Operation op, List<? extends Value> valuesToReplace) {
    DialectInlinerInterface.forwardOperands(op, valuesToReplace);
  }

  /**
   * The values standing for the callee's parameters at each call being inlined (what MLIR marks with
   * llvm.intr.ssa.copy), with whether the parameter is noalias; read by {@link #handleAliasScopes}.
   */
  private final java.util.Map<Operation, List<Object[]>> parameters =
      java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

  @Override
  public Value handleArgument(OpBuilder builder, Operation call, Operation callable, Value argument, DictionaryAttr attrs) {
    Value v = argument;
    if (attrs != null && attrs.get("llvm.byval") instanceof TypeAttr byval) {
      long requested = attrs.get("llvm.align") instanceof IntegerAttr a ? a.longValue() : 1;
      v = handleByVal(builder, (FuncOp) callable, argument, byval.value(), requested);
    }
    List<Object[]> seen = parameters.computeIfAbsent(call, k -> new ArrayList<>());
    if (call instanceof CallOp c && seen.size() >= c.args().size()) {
      seen.clear(); // left over from an attempt that did not inline
    }
    seen.add(new Object[] {v, attrs != null && attrs.get("llvm.noalias") != null});
    return v;
  }

  /** A copy of a byval argument, unless the callee only reads it and its alignment suffices (or can be raised). */
  private static Value handleByVal(OpBuilder builder, FuncOp callee, Value argument, Type elemType, long requested) {
    String effects = callee.inherentAttr("memory_effects") instanceof LlvmTextAttr t ? t.params() : null;
    boolean readOnly = effects != null && !effects.contains("argMem = readwrite") && !effects.contains("argMem = write");
    long minimum = LlvmTypeLayout.abiAlignment(elemType);
    if (readOnly) {
      if (requested <= minimum) {
        return argument;
      }
      if (enforceAlignment(argument, requested) >= requested) {
        return argument;
      }
    }
    MLIRContext ctx = builder.context();
    // The copy is made where the argument comes from (MLIR 22 builds it at the argument's location).
    Location loc = argument.definingOp() != null ? argument.definingOp().location()
        : argument instanceof org.jmlir.ir.BlockArgument ba ? ba.location() : callee.location();
    Type i64 = IntegerType.get(ctx, 64);
    Block entry = argument.parentRegion().front();
    Operation one = constant(ctx, loc, IntegerAttr.get(ctx, i64, 1));
    OperationState as = new OperationState(ctx, AllocaOp.DEF, loc);
    as.addOperand(one.result(0));
    as.addType(argument.type());
    as.properties =
        DictionaryAttr.get(
            ctx,
            List.of(
                new NamedAttribute("alignment", IntegerAttr.get(ctx, i64, Math.max(requested, minimum))),
                new NamedAttribute("elem_type", TypeAttr.get(ctx, elemType))));
    Operation alloca = Operation.create(as);
    Operation first = entry.first();
    if (first == null) {
      entry.append(one);
      entry.append(alloca);
    } else {
      entry.insertBefore(first, one);
      entry.insertBefore(first, alloca);
    }
    Operation size = builder.insert(constant(ctx, loc, IntegerAttr.get(ctx, i64, LlvmTypeLayout.size(elemType))));
    OperationState ms = new OperationState(ctx, ctx.lookupOp("llvm.intr.memcpy"), loc);
    ms.addOperands(List.of(alloca.result(0), argument, size.result(0)));
    ms.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("isVolatile", IntegerAttr.bool(ctx, false))));
    builder.insert(Operation.create(ms));
    return alloca.result(0);
  }

  /** The alignment {@code value} is known to have, raised to {@code requested} where it is an alloca. */
  private static long enforceAlignment(Value value, long requested) {
    Operation def = value.definingOp();
    if (def instanceof AllocaOp alloca) {
      long have = alloca.alignment() == 0 ? 1 : alloca.alignment();
      if (requested <= have) {
        return have;
      }
      // Realign unless that would exceed the natural stack alignment (a dynamic realignment) while
      // the alloca does not exceed it already.
      long stackBits = naturalStackAlignmentBits(alloca);
      if (stackBits == 0 || 8 * requested <= stackBits || 8 * have > stackBits) {
        alloca.setAttr("alignment", IntegerAttr.get(alloca.context(), IntegerType.get(alloca.context(), 64), requested));
        return requested;
      }
      return have;
    }
    if (def instanceof AddressOfOp addr) {
      Operation g = org.jmlir.ir.SymbolTable.lookupNearestSymbolFrom(def, (org.jmlir.ir.attr.SymbolRefAttr) addr.inherentAttr("global_name"));
      return g != null && g.inherentAttr("alignment") instanceof IntegerAttr a ? a.longValue() : 1;
    }
    if (def == null && value instanceof org.jmlir.ir.BlockArgument arg && arg.owner().parentOp() instanceof FuncOp f) {
      return f.argAttrs(arg.index()).get("llvm.align") instanceof IntegerAttr a ? a.longValue() : 1;
    }
    return 1;
  }

  /** The closest {@code dlti.stack_alignment} entry of an enclosing data layout spec, in bits; 0 when none. */
  private static long naturalStackAlignmentBits(Operation op) {
    for (Operation p = op.parentOp(); p != null; p = p.parentOp()) {
      if (p.attr("dlti.dl_spec") instanceof org.jmlir.dialect.dlti.DataLayoutSpecAttr spec) {
        return spec.get("dlti.stack_alignment") instanceof IntegerAttr a ? a.longValue() : 0;
      }
    }
    return 0;
  }

  private static Operation constant(MLIRContext ctx, Location loc, IntegerAttr value) {
    OperationState s = new OperationState(ctx, ConstantOp.DEF, loc);
    s.addType(value.type());
    s.properties = DictionaryAttr.get(ctx, List.of(new NamedAttribute("value", value)));
    return Operation.create(s);
  }

  private static Operation op(MLIRContext ctx, String name, Location loc, List<Value> operands, List<Type> results) {
    OpDef def = ctx.lookupOp(name);
    OperationState s = new OperationState(ctx, def, loc);
    s.addOperands(operands);
    s.addTypes(results);
    return Operation.create(s);
  }

  @Override
  public void processInlinedCallBlocks(Operation call, List<Block> inlinedBlocks) {
    handleInlinedAllocas(call, inlinedBlocks);
    List<Object[]> params = parameters.remove(call);
    LlvmAliasScopes.handle(call, inlinedBlocks, params == null ? List.of() : params);
    handleAccessGroups(call, inlinedBlocks);
    handleLoopAnnotations(call, inlinedBlocks);
  }

  /**
   * MLIR's handleAccessGroups: the call's access groups are appended to those of every op directly in
   * the inlined blocks that takes access groups (loads, stores, atomics, calls, memory intrinsics), so
   * the inlined accesses stay in the loop's parallel-access groups.
   */
  private static void handleAccessGroups(Operation call, List<Block> inlinedBlocks) {
    if (!(call.inherentAttr("access_groups") instanceof ArrayAttr groups)) {
      return;
    }
    for (Block b : inlinedBlocks) {
      for (Operation o : b) {
        if (!o.def().isInherentAttr("access_groups") && !ACCESS_GROUP_OPS.contains(o.name())) {
          continue;
        }
        List<Attribute> all = new ArrayList<>();
        if (o.attr("access_groups") instanceof ArrayAttr own) {
          all.addAll(own.elements());
        }
        all.addAll(groups.elements());
        o.setAttr("access_groups", ArrayAttr.get(call.context(), all));
      }
    }
  }

  /**
   * MLIR's handleLoopAnnotations: when the caller's location names a #llvm.di_subprogram, the start
   * and end locations of the inlined loop annotations become {@code fused<caller>[callsite(loc at
   * call)]}, so they still describe the loop where it now is.
   */
  private static void handleLoopAnnotations(Operation call, List<Block> inlinedBlocks) {
    Operation func = call.parentOp();
    while (func != null && !func.name().equals("llvm.func") && !func.name().equals("func.func")) {
      func = func.parentOp();
    }
    if (func == null || !(func.location() instanceof org.jmlir.ir.loc.FusedLoc fused)
        || !(fused.metadata() instanceof LlvmParamAttr scope && scope.is("di_subprogram"))) {
      return;
    }
    MLIRContext ctx = call.context();
    for (Block b : inlinedBlocks) {
      for (Operation top : b) {
        top.walk(op -> {
          List<NamedAttribute> all = new ArrayList<>(op.attributes().entries());
          if (op.properties() instanceof DictionaryAttr props) {
            all.addAll(props.entries());
          }
          for (NamedAttribute na : all) {
            if (na.value() instanceof LlvmLoopAttr loop && loop.mnemonic().equals("loop_annotation")) {
              LlvmLoopAttr moved = withInlinedLocations(ctx, loop, call.location(), scope);
              if (moved != loop) {
                op.setAttr(na.name(), moved);
              }
            }
          }
        });
      }
    }
  }

  private static LlvmLoopAttr withInlinedLocations(MLIRContext ctx, LlvmLoopAttr loop, Location callLoc, Attribute scope) {
    List<NamedAttribute> params = new ArrayList<>();
    boolean changed = false;
    for (NamedAttribute na : loop.params()) {
      if ((na.name().equals("startLoc") || na.name().equals("endLoc")) && na.value() instanceof org.jmlir.ir.loc.FusedLoc loc) {
        Location site = org.jmlir.ir.loc.CallSiteLoc.get(ctx, loc, callLoc);
        params.add(new NamedAttribute(na.name(), org.jmlir.ir.loc.FusedLoc.get(ctx, List.of(site), scope)));
        changed = true;
      } else {
        params.add(na);
      }
    }
    return changed ? LlvmLoopAttr.get(ctx, loop.mnemonic(), params) : loop;
  }

  /** MLIR's handleInlinedAllocas. */
  private static void handleInlinedAllocas(Operation call, List<Block> inlinedBlocks) {
    Block callerEntry = null;
    Operation current = call;
    for (Operation parent = current.parentOp(); parent != null; parent = current.parentOp()) {
      if (!parent.isRegistered()
          || parent.hasTrait(Trait.ISOLATED_FROM_ABOVE)
          || parent.hasTrait(Trait.AUTOMATIC_ALLOCATION_SCOPE)) {
        callerEntry = current.parentRegion().front();
        break;
      }
      current = parent;
    }
    Block calleeEntry = inlinedBlocks.get(0);
    if (callerEntry == null || callerEntry == calleeEntry) {
      return;
    }
    record Move(AllocaOp alloca, IntegerAttr size, boolean lifetime) {}
    List<Move> moves = new ArrayList<>();
    boolean anyLifetime = false;
    boolean dynamic = false;
    for (Operation o : calleeEntry) {
      if (o instanceof AllocaOp a) {
        if (!(OperationFolder.constantValue(a.arraySize()) instanceof IntegerAttr size)) {
          dynamic = true;
          continue;
        }
        boolean lifetime = size.value().signum() != 0 && !hasLifetimeMarkers(a);
        anyLifetime |= lifetime;
        moves.add(new Move(a, size, lifetime));
      }
    }
    for (int i = 1; i < inlinedBlocks.size() && !dynamic; i++) {
      for (Operation o : inlinedBlocks.get(i)) {
        if (o instanceof AllocaOp a && !(OperationFolder.constantValue(a.arraySize()) instanceof IntegerAttr)) {
          dynamic = true;
        }
      }
    }
    if (moves.isEmpty() && !dynamic) {
      return;
    }
    MLIRContext ctx = call.context();
    Value stackPtr = null;
    if (dynamic) {
      Operation save = op(ctx, "llvm.intr.stacksave", call.location(), List.of(), List.of(LlvmPointerType.get(ctx, 0)));
      calleeEntry.prepend(save);
      stackPtr = save.result(0);
    }
    Operation anchor = callerEntry.first();
    for (Move m : moves) {
      Operation c = constant(ctx, m.alloca.location(), m.size);
      if (anchor == null) {
        callerEntry.append(c);
      } else {
        callerEntry.insertBefore(anchor, c);
      }
      if (m.lifetime) {
        m.alloca.block().insertBefore(m.alloca, op(ctx, "llvm.intr.lifetime.start", m.alloca.location(), List.of(m.alloca.result(0)), List.of()));
      }
      m.alloca.moveAfter(c);
      m.alloca.setOperand(0, c.result(0));
    }
    if (!anyLifetime && !dynamic) {
      return;
    }
    for (Block b : inlinedBlocks) {
      Operation term = b.last();
      if (term == null || !term.hasTrait(Trait.RETURN_LIKE)) {
        continue;
      }
      if (dynamic) {
        b.insertBefore(term, op(ctx, "llvm.intr.stackrestore", call.location(), List.of(stackPtr), List.of()));
      }
      for (Move m : moves) {
        if (m.lifetime) {
          b.insertBefore(term, op(ctx, "llvm.intr.lifetime.end", m.alloca.location(), List.of(m.alloca.result(0)), List.of()));
        }
      }
    }
  }

  /** Whether a lifetime intrinsic uses the alloca, directly or through bitcasts. */
  private static boolean hasLifetimeMarkers(AllocaOp alloca) {
    java.util.ArrayDeque<Operation> stack = new java.util.ArrayDeque<>(alloca.result(0).users());
    while (!stack.isEmpty()) {
      Operation o = stack.pop();
      if (o.name().equals("llvm.intr.lifetime.start") || o.name().equals("llvm.intr.lifetime.end")) {
        return true;
      }
      if (o.def() == LlvmOps.BITCAST) {
        stack.addAll(o.result(0).users());
      }
    }
    return false;
  }
}
