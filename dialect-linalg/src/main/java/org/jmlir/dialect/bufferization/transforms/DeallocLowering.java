package org.jmlir.dialect.bufferization.transforms;

import java.util.ArrayList;
import java.util.List;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.Value;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.loc.Location;
import org.jmlir.ir.ods.OpSpec;
import org.jmlir.ir.type.IntegerType;

/**
 * Lowers {@code bufferization.dealloc} to pointer comparisons and conditional {@code memref.dealloc}s
 * (MLIR's LowerDeallocations): a memref is freed when its condition holds and its aligned pointer
 * differs from every retained value's and every earlier memref's; a retained value's result is true
 * when some memref with a true condition has its pointer. One memref lowers exactly as MLIR does;
 * several lower the same way inline, where MLIR calls a generated {@code dealloc_helper} function
 * (same results, other IR). Also simplifies: memrefs under a constant-false condition are dropped and
 * a dealloc of nothing yields false (MLIR's canonicalization and simplification patterns).
 */
final class DeallocLowering {
  private DeallocLowering() {}

  static int[][] groups(Operation op) {
    return ((OpSpec) op.def().extension(OpSpec.class)).operandGroups(op);
  }

  static List<Value> group(Operation op, int[] g) {
    return new ArrayList<>(op.operands().subList(g[0], g[0] + g[1]));
  }

  /**
   * MLIR's dealloc simplifications: memrefs under a constant-false condition are dropped, the base
   * buffer of an alloc's metadata is the alloc (SkipExtractMetadataOfAlloc), duplicates go, a memref
   * that is also retained is never freed and passes its condition to that retained value's result
   * (RemoveDeallocMemrefsContainedInRetained), and a dealloc of nothing yields false.
   */
  static boolean simplify(DeallocBuilder b, Operation op) {
    int[][] g = groups(op);
    List<Value> memrefs = group(op, g[0]);
    List<Value> conds = group(op, g[1]);
    List<Value> retained = group(op, g[2]);
    List<Value> keptM = new ArrayList<>();
    List<Value> keptC = new ArrayList<>();
    List<List<Value>> passed = new ArrayList<>();
    for (int j = 0; j < retained.size(); j++) {
      passed.add(new ArrayList<>());
    }
    boolean changed = false;
    for (int i = 0; i < memrefs.size(); i++) {
      Value m = memrefs.get(i);
      Operation d = m.definingOp();
      if (d != null && d.name().equals("memref.extract_strided_metadata") && m == d.result(0)) {
        Operation src = d.operand(0).definingOp();
        if (src != null && src.name().equals("memref.alloc")) {
          m = d.operand(0);
          changed = true;
        }
      }
      if (Boolean.FALSE.equals(constant(conds.get(i))) || keptM.contains(m)) {
        changed = true;
        continue;
      }
      int r = retained.indexOf(m);
      if (r >= 0) {
        passed.get(r).add(conds.get(i));
        changed = true;
        continue;
      }
      keptM.add(m);
      keptC.add(conds.get(i));
    }
    // RemoveRetainedMemrefsGuaranteedToNotAlias: a retained value no memref can alias yields false.
    List<Integer> keptR = new ArrayList<>();
    for (int j = 0; j < retained.size(); j++) {
      boolean mayAlias = false;
      for (Value m : keptM) {
        mayAlias |= mayAlias(m, retained.get(j));
      }
      if (mayAlias) {
        keptR.add(j);
      } else {
        changed = true;
      }
    }
    if (!changed) {
      return false;
    }
    b.rw.setInsertionPoint(op);
    List<Value> results = new ArrayList<>();
    for (int i = 0; i < retained.size(); i++) {
      results.add(null);
    }
    if (!keptM.isEmpty()) {
      List<Value> r = new ArrayList<>();
      for (int j : keptR) {
        r.add(retained.get(j));
      }
      Operation n = b.dealloc(op.location(), keptM, keptC, r);
      for (int k = 0; k < keptR.size(); k++) {
        results.set(keptR.get(k), n.result(k));
      }
    }
    for (int j = 0; j < retained.size(); j++) {
      Value r = results.get(j);
      for (Value c : passed.get(j)) {
        r = r == null ? c : b.binary("arith.ori", op.location(), r, c);
      }
      results.set(j, r == null ? b.bool(op.location(), false) : r);
    }
    b.rw.replaceOp(op, results);
    return true;
  }

  /** The value a memref is a view of, through casts, subviews and reshapes (MLIR's buffer origin, in part). */
  static Value origin(Value v) {
    while (true) {
      Operation d = v.definingOp();
      if (d == null) {
        return v;
      }
      switch (d.name()) {
        case "memref.cast", "memref.subview", "memref.reinterpret_cast", "memref.expand_shape", "memref.collapse_shape",
            "memref.extract_strided_metadata", "memref.transpose", "memref.view" -> v = d.operand(0);
        default -> {
          return v;
        }
      }
    }
  }

  /** False only when one of the two is a fresh allocation the other cannot be a view of. */
  static boolean mayAlias(Value a, Value b) {
    Value oa = origin(a);
    Value ob = origin(b);
    if (oa == ob) {
      return true;
    }
    boolean allocA = isAllocation(oa);
    boolean allocB = isAllocation(ob);
    if (allocA && allocB) {
      return false;
    }
    return !(allocA && isFunctionArgument(ob) || allocB && isFunctionArgument(oa));
  }

  private static boolean isFunctionArgument(Value v) {
    return v instanceof org.jmlir.ir.BlockArgument a && a.owner().isEntryBlock() && a.owner().parentOp() instanceof org.jmlir.dialect.func.FuncOp;
  }

  private static boolean isAllocation(Value v) {
    Operation d = v.definingOp();
    return d != null && (d.name().equals("memref.alloc") || d.name().equals("memref.alloca"));
  }

  static Boolean constant(Value v) {
    Operation d = v.definingOp();
    if (d != null && d.name().equals("arith.constant") && d.attr("value") instanceof IntegerAttr i && v.type() instanceof IntegerType t
        && t.width() == 1) {
      return i.value().signum() != 0;
    }
    return null;
  }

  static void lower(DeallocBuilder b, Operation op) {
    int[][] g = groups(op);
    List<Value> memrefs = group(op, g[0]);
    List<Value> conds = group(op, g[1]);
    List<Value> retained = group(op, g[2]);
    Location loc = op.location();
    b.rw.setInsertionPoint(op);
    if (memrefs.isEmpty()) {
      List<Value> falses = new ArrayList<>();
      for (int i = 0; i < retained.size(); i++) {
        falses.add(b.bool(loc, false));
      }
      b.rw.replaceOp(op, falses);
      return;
    }
    if (retained.isEmpty() && memrefs.size() == 1) {
      b.deallocIf(loc, conds.get(0), memrefs.get(0));
      b.rw.eraseOp(op);
      return;
    }
    List<Value> ptrs = new ArrayList<>();
    List<Value> retainedPtrs = new ArrayList<>();
    List<List<Value>> notRetained = new ArrayList<>();
    for (int i = 0; i < memrefs.size(); i++) {
      Value p = b.alignedPointer(loc, memrefs.get(i));
      List<Value> nes = new ArrayList<>();
      Value all = null;
      for (int j = 0; j < retained.size(); j++) {
        if (retainedPtrs.size() <= j) {
          retainedPtrs.add(b.alignedPointer(loc, retained.get(j)));
        }
        Value ne = b.cmpNe(loc, p, retainedPtrs.get(j));
        nes.add(ne);
        all = all == null ? ne : b.binary("arith.andi", loc, all, ne);
      }
      for (Value earlier : ptrs) {
        Value ne = b.cmpNe(loc, p, earlier);
        all = all == null ? ne : b.binary("arith.andi", loc, all, ne);
      }
      ptrs.add(p);
      notRetained.add(nes);
      Value should = all == null ? conds.get(i) : b.binary("arith.andi", loc, all, conds.get(i));
      b.deallocIf(loc, should, memrefs.get(i));
    }
    List<Value> results = new ArrayList<>();
    if (!retained.isEmpty()) {
      Value t = b.bool(loc, true);
      for (int j = 0; j < retained.size(); j++) {
        Value r = null;
        for (int i = 0; i < memrefs.size(); i++) {
          Value same = b.binary("arith.xori", loc, notRetained.get(i).get(j), t);
          Value owned = b.binary("arith.andi", loc, same, conds.get(i));
          r = r == null ? owned : b.binary("arith.ori", loc, r, owned);
        }
        results.add(r);
      }
    }
    b.rw.replaceOp(op, results);
  }

  static List<Operation> deallocs(Operation root) {
    List<Operation> r = new ArrayList<>();
    root.walk(o -> {
      if (o.name().equals("bufferization.dealloc")) {
        r.add(o);
      }
    });
    return r;
  }

  static MLIRContext ctx(Operation op) {
    return op.context();
  }
}
