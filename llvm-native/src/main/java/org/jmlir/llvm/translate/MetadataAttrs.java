package org.jmlir.llvm.translate;

import static org.bytedeco.llvm.global.LLVM.*;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.bytedeco.javacpp.PointerPointer;
import org.bytedeco.llvm.LLVM.LLVMContextRef;
import org.bytedeco.llvm.LLVM.LLVMMetadataRef;
import org.bytedeco.llvm.LLVM.LLVMModuleRef;
import org.bytedeco.llvm.LLVM.LLVMValueRef;
import org.jmlir.dialect.llvm.LlvmParamAttr;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.ArrayAttr;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.IntegerAttr;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.attr.SymbolRefAttr;
import org.jmlir.ir.type.IntegerType;

/**
 * The llvm dialect's metadata attributes as LLVM metadata, as mlir-translate 22 writes them: TBAA
 * ({@code !tbaa}: roots {@code !{!"id"}} or, without an id, a self-referencing distinct node; type
 * descriptors {@code !{!"id", member, i64 offset, ...}}; tags {@code !{base, access, i64 offset[, i64 1]}}),
 * alias scopes ({@code !alias.scope} / {@code !noalias}: lists of self-referencing distinct scopes of a
 * self-referencing distinct domain), access groups ({@code !llvm.access.group}: an empty distinct node,
 * a list of them when there are several) and {@code llvm.module_flags}. One node per attribute per module.
 */
final class MetadataAttrs {
  private final LLVMContextRef ctx;
  private final Map<Attribute, LLVMMetadataRef> nodes = new IdentityHashMap<>();
  private final Map<String, Integer> kinds = new HashMap<>();

  MetadataAttrs(LLVMContextRef ctx) {
    this.ctx = ctx;
  }

  private int kind(String name) {
    return kinds.computeIfAbsent(name, n -> LLVMGetMDKindIDInContext(ctx, n, n.length()));
  }

  /** Whether the op carries any attribute {@link #attach} translates. */
  static boolean has(Operation op) {
    return op.attr("tbaa") != null || op.attr("alias_scopes") != null || op.attr("noalias_scopes") != null
        || op.attr("access_groups") != null || op.attr("llvm.mmra") != null;
  }

  /** Attaches the op's tbaa, alias_scopes, noalias_scopes and access_groups to {@code inst}. */
  void attach(Operation op, LLVMValueRef inst) {
    if (op.attr("tbaa") instanceof ArrayAttr tags && tags.size() > 0) {
      // LLVM takes one tag per instruction: mlir-translate uses the first.
      set(inst, "tbaa", node(tags.get(0)));
    }
    if (op.attr("alias_scopes") instanceof ArrayAttr scopes && scopes.size() > 0) {
      set(inst, "alias.scope", list(scopes.elements()));
    }
    if (op.attr("noalias_scopes") instanceof ArrayAttr scopes && scopes.size() > 0) {
      set(inst, "noalias", list(scopes.elements()));
    }
    if (op.attr("access_groups") instanceof ArrayAttr groups && groups.size() > 0) {
      set(inst, "llvm.access.group", groups.size() == 1 ? node(groups.get(0)) : list(groups.elements()));
    }
    Attribute mmra = op.attr("llvm.mmra");
    if (mmra instanceof ArrayAttr tags && tags.size() > 0) {
      // Several tags: a tuple of their pairs (one tag alone is its pair).
      LLVMMetadataRef[] pairs = new LLVMMetadataRef[tags.size()];
      for (int i = 0; i < pairs.length; i++) {
        pairs[i] = mmraTag(tags.get(i));
      }
      set(inst, "mmra", pairs.length == 1 ? pairs[0] : tuple(pairs));
    } else if (mmra != null && !(mmra instanceof ArrayAttr)) {
      set(inst, "mmra", mmraTag(mmra));
    }
  }

  /** {@code #llvm.mmra_tag<"prefix":"suffix">} as {@code !{!"prefix", !"suffix"}}. */
  private LLVMMetadataRef mmraTag(Attribute tag) {
    java.util.regex.Matcher m = java.util.regex.Pattern.compile("<\\s*\"((?:[^\"\\\\]|\\\\.)*)\"\\s*:\\s*\"((?:[^\"\\\\]|\\\\.)*)\"\\s*>")
        .matcher(tag instanceof org.jmlir.dialect.llvm.LlvmTextAttr t ? t.params() : "");
    return m.find() ? tuple(string(m.group(1)), string(m.group(2))) : tuple();
  }

  private void set(LLVMValueRef inst, String kind, LLVMMetadataRef md) {
    LLVMSetMetadata(inst, kind(kind), LLVMMetadataAsValue(ctx, md));
  }

  /** {@code !{a, b, ...}} of the attributes' nodes. */
  LLVMMetadataRef list(List<Attribute> attrs) {
    LLVMMetadataRef[] ops = new LLVMMetadataRef[attrs.size()];
    for (int i = 0; i < ops.length; i++) {
      ops[i] = node(attrs.get(i));
    }
    return tuple(ops);
  }

  private LLVMMetadataRef tuple(LLVMMetadataRef... ops) {
    return LLVMMDNodeInContext2(ctx, new PointerPointer<>(ops), ops.length);
  }

  private LLVMMetadataRef string(String s) {
    byte[] b = s.getBytes(java.nio.charset.StandardCharsets.UTF_8);
    return LLVMMDStringInContext2(ctx, new org.bytedeco.javacpp.BytePointer(b), b.length);
  }

  private LLVMMetadataRef i64(long v) {
    return LLVMValueAsMetadata(LLVMConstInt(LLVMInt64TypeInContext(ctx), v, 0));
  }

  /** A node whose first operand is the node itself (which makes it distinct), then {@code rest}. */
  private LLVMMetadataRef selfReferencing(List<LLVMMetadataRef> rest) {
    LLVMMetadataRef self = LLVMTemporaryMDNode(ctx, (PointerPointer<?>) null, 0);
    List<LLVMMetadataRef> ops = new ArrayList<>();
    ops.add(self);
    ops.addAll(rest);
    LLVMMetadataRef node = tuple(ops.toArray(new LLVMMetadataRef[0]));
    LLVMMetadataReplaceAllUsesWith(self, node);
    return node;
  }

  /** The node of one TBAA, alias-scope or access-group attribute. */
  LLVMMetadataRef node(Attribute a) {
    LLVMMetadataRef known = nodes.get(a);
    if (known != null) {
      return known;
    }
    if (!(a instanceof LlvmParamAttr p)) {
      throw new IllegalArgumentException("not a metadata attribute: " + a);
    }
    LLVMMetadataRef n;
    switch (p.mnemonic()) {
      case "tbaa_root" -> n = p.param("id") instanceof StringAttr id ? tuple(string(id.value())) : selfReferencing(List.of());
      case LlvmParamAttr.TBAA_TYPE_DESC -> {
        List<LLVMMetadataRef> ops = new ArrayList<>();
        ops.add(string(p.string("id")));
        if (p.param("members") instanceof LlvmParamAttr.Members m) {
          for (int i = 0; i < m.types().size(); i++) {
            ops.add(node(m.types().get(i)));
            ops.add(i64(m.offsets().get(i)));
          }
        }
        n = tuple(ops.toArray(new LLVMMetadataRef[0]));
      }
      case "tbaa_tag" -> {
        List<LLVMMetadataRef> ops = new ArrayList<>(List.of(node(p.param("base_type")), node(p.param("access_type")),
            i64(p.integer("offset", 0))));
        if (p.bool("constant")) {
          ops.add(i64(1));
        }
        n = tuple(ops.toArray(new LLVMMetadataRef[0]));
      }
      case "alias_scope_domain" -> {
        List<LLVMMetadataRef> rest = new ArrayList<>();
        if (p.param("description") instanceof StringAttr d) {
          rest.add(string(d.value()));
        }
        n = selfReferencing(rest);
      }
      case "alias_scope" -> {
        List<LLVMMetadataRef> rest = new ArrayList<>();
        rest.add(node(p.param("domain")));
        if (p.param("description") instanceof StringAttr d) {
          rest.add(string(d.value()));
        }
        n = selfReferencing(rest);
      }
      case "access_group" -> n = LlvmCxx.distinctTuple(ctx);
      default -> throw new IllegalArgumentException("not a metadata attribute: " + a);
    }
    nodes.put(a, n);
    return n;
  }

  /** {@code llvm.module_flags [...]}: each flag {@code !{i32 behavior, !"key", value}} in !llvm.module.flags. */
  void moduleFlags(ModuleTranslation t, Operation op) throws TranslationException {
    LLVMModuleRef mod = t.module();
    for (Attribute a : ((ArrayAttr) op.attr("flags")).elements()) {
      LlvmParamAttr flag = (LlvmParamAttr) a;
      int behavior = LlvmParamAttr.MODULE_FLAG_BEHAVIORS.indexOf(flag.string("behavior")) + 1;
      LLVMMetadataRef value;
      Attribute v = flag.param("value");
      if (v instanceof IntegerAttr i) {
        // Always an i32, whatever the attribute's type, as mlir-translate 22 writes it.
        value = LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), i.longValue(), 0));
      } else if (v instanceof StringAttr s) {
        value = string(s.value());
      } else if (v instanceof ArrayAttr entries) {
        LLVMMetadataRef[] ops = new LLVMMetadataRef[entries.size()];
        for (int k = 0; k < ops.length; k++) {
          ops[k] = cgProfileEntry(t, op, (LlvmParamAttr) entries.get(k));
        }
        value = LlvmCxx.distinctTuple(ctx, ops);
      } else {
        throw new TranslationException(op, "unsupported module flag value " + v);
      }
      LLVMMetadataRef node = tuple(LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(ctx), behavior, 0)),
          string(flag.string("key")), value);
      LLVMAddNamedMetadataOperand(mod, "llvm.module.flags", LLVMMetadataAsValue(ctx, node));
    }
  }

  /** {@code !{ptr @from, ptr @to, i64 count}} ({@code null} for a missing function). */
  private LLVMMetadataRef cgProfileEntry(ModuleTranslation t, Operation op, LlvmParamAttr e) throws TranslationException {
    LLVMMetadataRef[] ops = new LLVMMetadataRef[3];
    String[] ends = {"from", "to"};
    for (int k = 0; k < 2; k++) {
      ops[k] = e.param(ends[k]) instanceof SymbolRefAttr s ? LLVMValueAsMetadata(t.global(op, s.root())) : null;
    }
    ops[2] = i64(e.integer("count", 0));
    return tuple(ops);
  }
}
