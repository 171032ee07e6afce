package org.jmlir.gpu.cuda;

import static org.bytedeco.cuda.global.cudart.*;

import org.bytedeco.cuda.cudart.CUctx_st;
import org.bytedeco.javacpp.BytePointer;

/**
 * The CUDA driver through bytedeco's bindings, started once: {@code cuInit}, the default device and
 * its primary context. Nothing here is loaded until a GPU program runs, so tools that launch nothing
 * never load CUDA. Where the driver or a device is missing, {@link #unavailable()} says why.
 */
public final class CudaDriver {
  private CudaDriver() {}

  private static volatile String state;
  private static CUctx_st context;
  private static int device;

  /** Null when a device is ready; otherwise why not (no driver, no device, ...). */
  public static String unavailable() {
    String s = state;
    if (s == null) {
      synchronized (CudaDriver.class) {
        if (state == null) {
          state = start(0);
        }
        s = state;
      }
    }
    return s.isEmpty() ? null : s;
  }

  /** Makes {@code ordinal} the device later calls use (mgpuSetDefaultDevice). */
  static synchronized void setDevice(int ordinal) {
    if (unavailable() == null && ordinal != device) {
      state = start(ordinal);
    }
  }

  /** Starts the driver on device {@code ordinal}: "" when ready, otherwise the reason. */
  private static String start(int ordinal) {
    try {
      org.bytedeco.javacpp.Loader.load(org.bytedeco.cuda.global.cudart.class);
    } catch (Throwable t) {
      return "no CUDA driver: libcuda.so.1 and CUDA 12's libcudart.so.12 could not be loaded";
    }
    int err = cuInit(0);
    if (err != CUDA_SUCCESS) {
      return err == CUDA_ERROR_NO_DEVICE ? "no CUDA device" : "the CUDA driver could not start (" + errorName(err) + ")";
    }
    int[] count = new int[1];
    err = cuDeviceGetCount(count);
    if (err != CUDA_SUCCESS || count[0] == 0) {
      return "no CUDA device";
    }
    if (ordinal < 0 || ordinal >= count[0]) {
      return "no CUDA device " + ordinal + " (" + count[0] + " present)";
    }
    int[] dev = new int[1];
    CUctx_st ctx = new CUctx_st();
    if ((err = cuDeviceGet(dev, ordinal)) != CUDA_SUCCESS || (err = cuDevicePrimaryCtxRetain(ctx, dev[0])) != CUDA_SUCCESS) {
      return "the CUDA device could not be opened (" + errorName(err) + ")";
    }
    context = ctx;
    device = ordinal;
    return "";
  }

  /** Makes the device's primary context current on the calling thread. */
  static void enter() {
    cuCtxSetCurrent(context);
  }

  /** The driver's name of an error code, e.g. {@code CUDA_ERROR_INVALID_VALUE}. */
  static String errorName(int err) {
    BytePointer name = new BytePointer((org.bytedeco.javacpp.Pointer) null);
    if (cuGetErrorName(err, name) != CUDA_SUCCESS || name.isNull()) {
      return "<unknown>";
    }
    return name.getString();
  }
}
