package org.jmlir.dialect.tfdevice;

import java.util.List;
import org.jmlir.ir.Dialect;
import org.jmlir.ir.OpDef;

/**
 * TensorFlow's {@code tf_device} dialect: computations placed on a device ({@code tf_device.launch}),
 * replicated N ways ({@code tf_device.replicate}), run side by side ({@code tf_device.parallel_execute}),
 * clustered for compilation ({@code tf_device.cluster}) and their outlined, function-calling forms.
 */
public final class TfDeviceDialect extends Dialect {
  public static final String NAMESPACE = "tf_device";

  public TfDeviceDialect() {
    super(NAMESPACE);
  }

  @Override
  public List<OpDef> operations() {
    return List.of(
        TfDeviceOps.LAUNCH, TfDeviceOps.RETURN, TfDeviceOps.LAUNCH_FUNC, TfDeviceOps.PARALLEL_EXECUTE,
        TfDeviceOps.REPLICATE, TfDeviceOps.CLUSTER, TfDeviceOps.CLUSTER_FUNC, TfDeviceOps.REMOTE_RUN);
  }
}
