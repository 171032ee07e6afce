package org.jmlir.dialect.tf.transforms;

import java.util.List;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.Attribute;
import org.jmlir.ir.attr.StringAttr;
import org.jmlir.ir.pass.Pass;
import org.jmlir.ir.pass.PassContext;
import org.jmlir.ir.pass.PassOptions;

/**
 * {@code tf-convert-to-legacy-compile-and-replicate-attributes} (and its older name and wording,
 * {@code tf-fallback-to-legacy-compile-and-replicate-attributes}): an op's {@code _replication_info}
 * becomes the legacy {@code _tpu_replicate} and its {@code _xla_compile_device_type} goes away. An op
 * with one attribute but not the other, an empty {@code _replication_info} or an unknown device type
 * stops the pass with TensorFlow's error.
 */
public final class LegacyCompileAndReplicateAttributes extends Pass {
  private static final String REPLICATION_INFO = "_replication_info";
  private static final String COMPILE_DEVICE_TYPE = "_xla_compile_device_type";
  private static final String TPU_REPLICATE = "_tpu_replicate";
  private static final List<String> DEVICE_TYPES = List.of("", "CPU", "GPU", "TPU");

  private final boolean fallback;

  private LegacyCompileAndReplicateAttributes(PassOptions o, boolean fallback) {
    super(o);
    this.fallback = fallback;
  }

  public static LegacyCompileAndReplicateAttributes convert(PassOptions o) {
    return new LegacyCompileAndReplicateAttributes(o, false);
  }

  public static LegacyCompileAndReplicateAttributes fallback(PassOptions o) {
    return new LegacyCompileAndReplicateAttributes(o, true);
  }

  @Override
  public String argument() {
    return fallback
        ? "tf-fallback-to-legacy-compile-and-replicate-attributes"
        : "tf-convert-to-legacy-compile-and-replicate-attributes";
  }

  @Override
  public String summary() {
    return "Convert unified compilation and replication attributes to legacy attributes";
  }

  @Override
  public void run(Operation root, PassContext pc) {
    for (Operation func : root.collect(op -> op.name().equals("func.func"))) {
      for (Operation op : func.collect(op -> true)) {
        if (!valid(op)) {
          pc.signalFailure();
          return;
        }
        Attribute info = op.attr(REPLICATION_INFO);
        if (info != null) {
          op.setAttr(TPU_REPLICATE, info);
          op.removeAttr(REPLICATION_INFO);
          op.removeAttr(COMPILE_DEVICE_TYPE);
        }
      }
    }
  }

  private boolean valid(Operation op) {
    Attribute info = op.attr(REPLICATION_INFO);
    Attribute type = op.attr(COMPILE_DEVICE_TYPE);
    if (fallback) {
      if ((info == null) != (type == null)) {
        return op.emitOpError("is expected to have both " + REPLICATION_INFO + " and " + COMPILE_DEVICE_TYPE
            + " attributes.").report();
      }
      return true;
    }
    if (info instanceof StringAttr && !(type instanceof StringAttr)) {
      return op.emitOpError("has '" + REPLICATION_INFO + "' attribute but not '" + COMPILE_DEVICE_TYPE
          + "' attribute which is unsupported").report();
    }
    if (info instanceof StringAttr s && s.value().isEmpty()) {
      return op.emitOpError("has empty '" + REPLICATION_INFO + "' attribute which is unsupported").report();
    }
    if (type instanceof StringAttr t && !DEVICE_TYPES.contains(t.value())) {
      return op.emitOpError("has invalid '" + COMPILE_DEVICE_TYPE + "' value '" + t.value() + "'").report();
    }
    return true;
  }
}
