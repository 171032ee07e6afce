package org.jmlir.dialect.llvm;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jmlir.ir.Block;
import org.jmlir.ir.BlockArgument;
import org.jmlir.ir.BranchOpInterface;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.OperationState;
import org.jmlir.ir.Trait;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.DistinctAttr;
import org.jmlir.ir.attr.NamedAttribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.UnitAttr;

/**
 * Alias scopes when an llvm.call is inlined (MLIR 22's handleAliasScopes): the scopes the callee's
 * memory ops carry are replaced by fresh copies (so two inlined calls do not claim to not alias each
 * other); each noalias parameter gets a new scope in a domain named after the callee, declared before
 * the call, and every inlined memory access whose pointers provably come from the parameters, from
 * allocas/globals or from constants is marked noalias with the scopes of the parameters it is not
 * based on (and, when all its pointers come from parameters and it is no call, alias with those it
 * is based on); last, the call's own scopes are appended.
 */
final class LlvmAliasScopes {
  private LlvmAliasScopes() {}

  private static final String SCOPES = "alias_scopes";
  private static final String NOALIAS = "noalias_scopes";
  private static final String DECL = "llvm.intr.experimental.noalias.scope.decl";

  /** Ops of MLIR's AliasAnalysisOpInterface. */
  private static boolean isAliasOp(Operation op) {
    return switch (op.name()) {
      case "llvm.load", "llvm.store", "llvm.atomicrmw", "llvm.cmpxchg", "llvm.call", "llvm.intr.memcpy",
          "llvm.intr.memcpy.inline", "llvm.intr.memmove", "llvm.intr.memset", "llvm.intr.memset.inline" -> true;
      default -> false;
    };
  }

  /** MLIR's getAccessedOperands. */
  private static List<Value> accessed(Operation op) {
    return switch (op.name()) {
      case "llvm.load", "llvm.atomicrmw", "llvm.cmpxchg", "llvm.intr.memset", "llvm.intr.memset.inline" -> List.of(op.operand(0));
      case "llvm.store" -> List.of(op.operand(1));
      case "llvm.intr.memcpy", "llvm.intr.memcpy.inline", "llvm.intr.memmove" -> List.of(op.operand(0), op.operand(1));
      default -> {
        List<Value> ptrs = new ArrayList<>();
        List<Value> args = op instanceof CallOp c ? c.args() : op.operands();
        for (Value v : args) {
          if (v.type() instanceof LlvmPointerType) {
            ptrs.add(v);
          }
        }
        yield ptrs;
      }
    };
  }

  static void handle(Operation call, List<Block> inlinedBlocks, List<Object[]> params) {
    List<Operation> ops = new ArrayList<>();
    for (Block b : inlinedBlocks) {
      for (Operation top : b) {
        top.walk(ops::add);
      }
    }
    deepClone(call.context(), ops);
    fromNoAliasParameters(call, ops, params);
    appendCallScopes(call, ops);
  }

  private static ArrayAttr concat(MLIRContext ctx, Attribute lhs, List<Attribute> rhs) {
    List<Attribute> all = new ArrayList<>();
    if (lhs instanceof ArrayAttr a) {
      all.addAll(a.elements());
    }
    all.addAll(rhs);
    return ArrayAttr.get(ctx, all);
  }

  /** MLIR's deepCloneAliasScopes: each scope (and its domain) met is replaced by one distinct copy. */
  private static void deepClone(MLIRContext ctx, List<Operation> ops) {
    Map<Attribute, Attribute> mapping = new IdentityHashMap<>();
    for (Operation op : ops) {
      if (isAliasOp(op)) {
        for (String name : List.of(SCOPES, NOALIAS)) {
          if (op.attr(name) instanceof ArrayAttr list) {
            List<Attribute> cloned = new ArrayList<>();
            for (Attribute a : list.elements()) {
              cloned.add(cloneScope(ctx, a, mapping));
            }
            op.setAttr(name, ArrayAttr.get(ctx, cloned));
          }
        }
      }
      if (op.name().equals(DECL) && op.attr("scope") != null) {
        op.setAttr("scope", cloneScope(ctx, op.attr("scope"), mapping));
      }
    }
  }

  private static Attribute cloneScope(MLIRContext ctx, Attribute a, Map<Attribute, Attribute> mapping) {
    if (!(a instanceof LlvmParamAttr scope) || !scope.is("alias_scope")) {
      return a;
    }
    Attribute known = mapping.get(a);
    if (known != null) {
      return known;
    }
    Attribute domain = scope.param("domain");
    Attribute newDomain = domain;
    if (domain instanceof LlvmParamAttr d && d.is("alias_scope_domain")) {
      newDomain = mapping.get(domain);
      if (newDomain == null) {
        List<NamedAttribute> p = new ArrayList<>();
        p.add(new NamedAttribute("id", DistinctAttr.create(UnitAttr.get(ctx))));
        if (d.param("description") != null) {
          p.add(new NamedAttribute("description", d.param("description")));
        }
        newDomain = LlvmParamAttr.get(ctx, "alias_scope_domain", p);
        mapping.put(domain, newDomain);
      }
    }
    List<NamedAttribute> p = new ArrayList<>();
    p.add(new NamedAttribute("id", DistinctAttr.create(UnitAttr.get(ctx))));
    p.add(new NamedAttribute("domain", newDomain));
    if (scope.param("description") != null) {
      p.add(new NamedAttribute("description", scope.param("description")));
    }
    Attribute copy = LlvmParamAttr.get(ctx, "alias_scope", p);
    mapping.put(a, copy);
    return copy;
  }

  /** MLIR's createNewAliasScopesFromNoAliasParameter. */
  private static void fromNoAliasParameters(Operation call, List<Operation> ops, List<Object[]> params) {
    List<Value> copies = new ArrayList<>();
    List<Value> noAlias = new ArrayList<>();
    for (Object[] p : params) {
      Value v = (Value) p[0];
      for (Value seen : copies) {
        if (seen == v) {
          // One value for two parameters: which one an access goes through cannot be told apart.
          return;
        }
      }
      copies.add(v);
      if ((Boolean) p[1]) {
        noAlias.add(v);
      }
    }
    if (noAlias.isEmpty() || !(call instanceof CallOp c) || c.callee() == null) {
      return;
    }
    MLIRContext ctx = call.context();
    Attribute domain = LlvmParamAttr.get(ctx, "alias_scope_domain", List.of(
        new NamedAttribute("id", DistinctAttr.create(UnitAttr.get(ctx))),
        new NamedAttribute("description", StringAttr.get(ctx, c.callee()))));
    List<Attribute> scopes = new ArrayList<>();
    for (int i = 0; i < noAlias.size(); i++) {
      Attribute scope = LlvmParamAttr.get(ctx, "alias_scope", List.of(
          new NamedAttribute("id", DistinctAttr.create(UnitAttr.get(ctx))), new NamedAttribute("domain", domain)));
      scopes.add(scope);
      OperationState s = new OperationState(ctx, ctx.lookupOp(DECL), call.location());
      s.properties = org.jmlir.ir.attr.DictionaryAttr.get(ctx, List.of(new NamedAttribute("scope", scope)));
      call.block().insertBefore(call, Operation.create(s));
    }
    for (Operation op : ops) {
      if (!isAliasOp(op)) {
        continue;
      }
      Set<Value> basedOn = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
      boolean known = true;
      for (Value ptr : accessed(op)) {
        List<Value> objects = underlyingObjects(ptr, copies);
        if (objects == null) {
          known = false;
          break;
        }
        basedOn.addAll(objects);
      }
      if (!known) {
        continue;
      }
      boolean otherKnownObject = false;
      boolean unknown = false;
      for (Value object : basedOn) {
        if (isConstant(object)) {
          continue;
        }
        if (contains(copies, object)) {
          otherKnownObject |= !contains(noAlias, object);
          continue;
        }
        Operation def = object.definingOp();
        if (def instanceof AllocaOp || (def != null && def.name().equals("llvm.mlir.addressof"))) {
          otherKnownObject = true;
          continue;
        }
        unknown = true;
        break;
      }
      if (unknown) {
        continue;
      }
      List<Attribute> notBasedOn = new ArrayList<>();
      List<Attribute> basedOnScopes = new ArrayList<>();
      for (int i = 0; i < noAlias.size(); i++) {
        (basedOn.contains(noAlias.get(i)) ? basedOnScopes : notBasedOn).add(scopes.get(i));
      }
      if (!notBasedOn.isEmpty()) {
        op.setAttr(NOALIAS, concat(ctx, op.attr(NOALIAS), notBasedOn));
      }
      if (otherKnownObject || op.name().equals("llvm.call")) {
        continue;
      }
      if (!basedOnScopes.isEmpty()) {
        op.setAttr(SCOPES, concat(ctx, op.attr(SCOPES), basedOnScopes));
      }
    }
  }

  private static boolean contains(List<Value> values, Value v) {
    for (Value x : values) {
      if (x == v) {
        return true;
      }
    }
    return false;
  }

  private static boolean isConstant(Value v) {
    Operation def = v.definingOp();
    return def != null && def.hasTrait(Trait.CONSTANT_LIKE);
  }

  /**
   * MLIR's getUnderlyingObjectSet: the values a pointer is based on, through GEPs, address space
   * casts, selects and branch arguments, stopping at the parameters' values; null when a block
   * argument cannot be followed.
   */
  private static List<Value> underlyingObjects(Value ptr, List<Value> copies) {
    List<Value> result = new ArrayList<>();
    Set<Value> seen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    ArrayDeque<Value> work = new ArrayDeque<>(List.of(ptr));
    while (!work.isEmpty()) {
      Value v = work.pop();
      if (!seen.add(v)) {
        continue;
      }
      if (contains(copies, v)) {
        result.add(v);
        continue;
      }
      Operation def = v.definingOp();
      if (def != null) {
        switch (def.name()) {
          case "llvm.getelementptr", "llvm.addrspacecast" -> work.push(def.operand(0));
          case "llvm.select" -> {
            work.push(def.operand(2));
            work.push(def.operand(1));
          }
          default -> result.add(v);
        }
        continue;
      }
      List<Value> incoming = predecessorsValues((BlockArgument) v);
      if (incoming == null) {
        return null;
      }
      for (int i = incoming.size() - 1; i >= 0; i--) {
        work.push(incoming.get(i));
      }
    }
    return result;
  }

  /** The values each predecessor passes to a block argument (MLIR's getControlFlowPredecessors), or null. */
  private static List<Value> predecessorsValues(BlockArgument arg) {
    Block block = arg.owner();
    if (block.parent() == null || block == block.parent().front()) {
      return null;
    }
    List<Value> values = new ArrayList<>();
    Set<Operation> terminators = new LinkedHashSet<>();
    for (Block b : block.parent().blocks()) {
      Operation t = b.last();
      if (t == null) {
        continue;
      }
      for (int s = 0; s < t.numSuccessors(); s++) {
        if (t.successor(s) != block) {
          continue;
        }
        if (!(t instanceof BranchOpInterface br)) {
          return null;
        }
        List<Value> forwarded = br.successorOperands(s);
        if (arg.index() >= forwarded.size()) {
          return null;
        }
        values.add(forwarded.get(arg.index()));
        terminators.add(t);
      }
    }
    return values;
  }

  /** MLIR's appendCallOpAliasScopes: the call's scopes go to every inlined memory op. */
  private static void appendCallScopes(Operation call, List<Operation> ops) {
    Attribute scopes = call.attr(SCOPES);
    Attribute noalias = call.attr(NOALIAS);
    if (!(scopes instanceof ArrayAttr) && !(noalias instanceof ArrayAttr)) {
      return;
    }
    MLIRContext ctx = call.context();
    for (Operation op : ops) {
      if (!isAliasOp(op)) {
        continue;
      }
      if (scopes instanceof ArrayAttr a) {
        op.setAttr(SCOPES, concat(ctx, op.attr(SCOPES), a.elements()));
      }
      if (noalias instanceof ArrayAttr a) {
        op.setAttr(NOALIAS, concat(ctx, op.attr(NOALIAS), a.elements()));
      }
    }
  }
}
