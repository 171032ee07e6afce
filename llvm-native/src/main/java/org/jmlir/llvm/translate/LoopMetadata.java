package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMMetadataRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.dialect.llvm.LlvmLoopAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;

/**
 * {@code loop_annotation} on a branch as LLVM's {@code !llvm.loop} metadata, as MLIR 22's
 * LoopAnnotationTranslation writes it: a self-referencing (distinct) node whose operands are the
 * options in MLIR's order ({@code llvm.loop.disable_nonforced}, {@code mustprogress},
 * {@code isvectorized}, then vectorize, interleave, unroll, unroll_and_jam, licm, distribute,
 * pipeline, peeled, unswitch; follow-ups nested). One node per distinct annotation per module.
 * Start and end locations come first (DILocations), parallel access groups last, as
 * {@code !{!"llvm.loop.parallel_accesses", group...}}.
 */
final class LoopMetadata {
  private final LLVMContextRef ctx;
  private final Map<Attribute, LLVMMetadataRef> nodes = new HashMap<>();
  private int kind = -1;

  /** The module's access groups (the nodes that instructions' {@code !llvm.access.group} name too). */
  private final java.util.function.Supplier<MetadataAttrs> accessGroups;

  /** A location attribute's DILocation (null when it has none). */
  private final java.util.function.Function<Attribute, LLVMMetadataRef> locations;

  LoopMetadata(LLVMContextRef ctx, java.util.function.Supplier<MetadataAttrs> accessGroups,
      java.util.function.Function<Attribute, LLVMMetadataRef> locations) {
    this.ctx = ctx;
    this.accessGroups = accessGroups;
    this.locations = locations;
  }

  /** Attaches the op's {@code loop_annotation}, if any, to the branch instruction. */
  void attach(Operation op, LLVMValueRef branch) {
    if (!(op.attr("loop_annotation") instanceof LlvmLoopAttr a)) {
      return;
    }
    if (kind < 0) {
      kind = LLVMGetMDKindIDInContext(ctx, "llvm.loop", "llvm.loop".length());
    }
    LLVMSetMetadata(branch, kind, LLVMMetadataAsValue(ctx, node(a)));
  }

  private LLVMMetadataRef node(LlvmLoopAttr a) {
    LLVMMetadataRef known = nodes.get(a);
    if (known != null) {
      return known;
    }
    LLVMMetadataRef self = LLVMTemporaryMDNode(ctx, (PointerPointer<?>) null, 0);
    List<LLVMMetadataRef> ops = new ArrayList<>();
    ops.add(self);
    for (String end : new String[] {"startLoc", "endLoc"}) {
      LLVMMetadataRef loc = a.param(end) == null ? null : locations.apply(a.param(end));
      if (loc != null) {
        ops.add(loc);
      }
    }
    unit(ops, "llvm.loop.disable_nonforced", a.param("disableNonforced"));
    unit(ops, "llvm.loop.mustprogress", a.param("mustProgress"));
    if (a.param("isVectorized") instanceof IntegerAttr v) {
      ops.add(tuple("llvm.loop.isvectorized", i32(v.longValue() != 0 ? 1 : 0)));
    }
    if (a.param("vectorize") instanceof LlvmLoopAttr v) {
      bool(ops, "llvm.loop.vectorize.enable", v.param("disable"), true);
      bool(ops, "llvm.loop.vectorize.predicate.enable", v.param("predicateEnable"), false);
      bool(ops, "llvm.loop.vectorize.scalable.enable", v.param("scalableEnable"), false);
      int32(ops, "llvm.loop.vectorize.width", v.param("width"));
      followup(ops, "llvm.loop.vectorize.followup_vectorized", v.param("followupVectorized"));
      followup(ops, "llvm.loop.vectorize.followup_epilogue", v.param("followupEpilogue"));
      followup(ops, "llvm.loop.vectorize.followup_all", v.param("followupAll"));
    }
    if (a.param("interleave") instanceof LlvmLoopAttr v) {
      int32(ops, "llvm.loop.interleave.count", v.param("count"));
    }
    if (a.param("unroll") instanceof LlvmLoopAttr v) {
      if (v.param("disable") instanceof IntegerAttr d) {
        ops.add(tuple(d.longValue() != 0 ? "llvm.loop.unroll.disable" : "llvm.loop.unroll.enable", null));
      }
      int32(ops, "llvm.loop.unroll.count", v.param("count"));
      bool(ops, "llvm.loop.unroll.runtime.disable", v.param("runtimeDisable"), false);
      unit(ops, "llvm.loop.unroll.full", v.param("full"));
      followup(ops, "llvm.loop.unroll.followup_unrolled", v.param("followupUnrolled"));
      followup(ops, "llvm.loop.unroll.followup_remainder", v.param("followupRemainder"));
      followup(ops, "llvm.loop.unroll.followup_all", v.param("followupAll"));
    }
    if (a.param("unrollAndJam") instanceof LlvmLoopAttr v) {
      if (v.param("disable") instanceof IntegerAttr d) {
        ops.add(tuple(d.longValue() != 0 ? "llvm.loop.unroll_and_jam.disable" : "llvm.loop.unroll_and_jam.enable", null));
      }
      int32(ops, "llvm.loop.unroll_and_jam.count", v.param("count"));
      followup(ops, "llvm.loop.unroll_and_jam.followup_outer", v.param("followupOuter"));
      followup(ops, "llvm.loop.unroll_and_jam.followup_inner", v.param("followupInner"));
      followup(ops, "llvm.loop.unroll_and_jam.followup_remainder_outer", v.param("followupRemainderOuter"));
      followup(ops, "llvm.loop.unroll_and_jam.followup_remainder_inner", v.param("followupRemainderInner"));
      followup(ops, "llvm.loop.unroll_and_jam.followup_all", v.param("followupAll"));
    }
    if (a.param("licm") instanceof LlvmLoopAttr v) {
      unit(ops, "llvm.licm.disable", v.param("disable"));
      unit(ops, "llvm.loop.licm_versioning.disable", v.param("versioningDisable"));
    }
    if (a.param("distribute") instanceof LlvmLoopAttr v) {
      bool(ops, "llvm.loop.distribute.enable", v.param("disable"), true);
      followup(ops, "llvm.loop.distribute.followup_coincident", v.param("followupCoincident"));
      followup(ops, "llvm.loop.distribute.followup_sequential", v.param("followupSequential"));
      followup(ops, "llvm.loop.distribute.followup_fallback", v.param("followupFallback"));
      followup(ops, "llvm.loop.distribute.followup_all", v.param("followupAll"));
    }
    if (a.param("pipeline") instanceof LlvmLoopAttr v) {
      bool(ops, "llvm.loop.pipeline.disable", v.param("disable"), false);
      int32(ops, "llvm.loop.pipeline.initiationinterval", v.param("initiationinterval"));
    }
    if (a.param("peeled") instanceof LlvmLoopAttr v) {
      int32(ops, "llvm.loop.peeled.count", v.param("count"));
    }
    if (a.param("unswitch") instanceof LlvmLoopAttr v) {
      unit(ops, "llvm.loop.unswitch.partial.disable", v.param("partialDisable"));
    }
    if (a.param("parallelAccesses") instanceof org.jmlir.ir.attr.ArrayAttr groups && groups.size() > 0) {
      List<LLVMMetadataRef> pa = new ArrayList<>();
      pa.add(LLVMMDStringInContext2(ctx, "llvm.loop.parallel_accesses", "llvm.loop.parallel_accesses".length()));
      for (Attribute g : groups.elements()) {
        pa.add(accessGroups.get().node(g));
      }
      ops.add(mdNode(pa));
    }
    LLVMMetadataRef loop = mdNode(ops);
    // The node's first operand becomes the node itself, which makes it distinct.
    LLVMMetadataReplaceAllUsesWith(self, loop);
    nodes.put(a, loop);
    return loop;
  }

  private LLVMMetadataRef mdNode(List<LLVMMetadataRef> ops) {
    return LLVMMDNodeInContext2(ctx, new PointerPointer<>(ops.toArray(new LLVMMetadataRef[0])), ops.size());
  }

  private LLVMMetadataRef i32(long v) {
    return LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), v, 0));
  }

  /** {@code !{!"name"}}, or {@code !{!"name", value}}. */
  private LLVMMetadataRef tuple(String name, LLVMMetadataRef value) {
    List<LLVMMetadataRef> ops = new ArrayList<>();
    ops.add(LLVMMDStringInContext2(ctx, name, name.length()));
    if (value != null) {
      ops.add(value);
    }
    return mdNode(ops);
  }

  private void unit(List<LLVMMetadataRef> out, String name, Attribute flag) {
    if (flag instanceof IntegerAttr b && b.longValue() != 0) {
      out.add(tuple(name, null));
    }
  }

  private void bool(List<LLVMMetadataRef> out, String name, Attribute flag, boolean negated) {
    if (flag instanceof IntegerAttr b) {
      boolean v = negated ^ (b.longValue() != 0);
      out.add(tuple(name, LLVMValueAsMetadata(LLVMConstInt(LLVMInt1TypeInContext(ctx), v ? 1 : 0, 0))));
    }
  }

  private void int32(List<LLVMMetadataRef> out, String name, Attribute value) {
    if (value instanceof IntegerAttr v) {
      out.add(tuple(name, i32(v.longValue())));
    }
  }

  private void followup(List<LLVMMetadataRef> out, String name, Attribute nested) {
    if (nested instanceof LlvmLoopAttr a) {
      out.add(tuple(name, node(a)));
    }
  }
}
