package org.jmlir.dialect.tfdevice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.nio.charset.StandardCharsets;
import org.jmlir.ir.MLIRContext;
import org.jmlir.ir.Operation;
import org.jmlir.ir.attr.DenseArrayAttr;
import org.jmlir.ir.parse.ParseOptions;
import org.jmlir.ir.parse.SourceParser;
import org.junit.jupiter.api.Test;

/** The tf_device dialect's registration, replicate's operand segments, and device-name parsing. */
class TfDeviceOpsTest {
  private final MLIRContext ctx = MLIRContext.withAllDialects();

  private Operation parse(String text) {
    return SourceParser.parse(ctx, text.getBytes(StandardCharsets.UTF_8), "test", ParseOptions.DEFAULT);
  }

  @Test
  void dialectRegistersItsOps() {
    assertSame(TfDeviceOps.LAUNCH, ctx.opDef("tf_device.launch"));
    assertSame(TfDeviceOps.REPLICATE, ctx.opDef("tf_device.replicate"));
    assertSame(TfDeviceOps.RETURN, ctx.opDef("tf_device.return"));
  }

  @Test
  void replicateRecordsReplicatedAndPackedOperandCounts() {
    Operation module = parse("""
        func.func @f(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>) {
          %0:4 = tf_device.replicate([%a, %b] as %x: tensor<f32>, %c as %y: tensor<i32>) {n = 2 : i32} {
            tf_device.return %x, %y : tensor<f32>, tensor<i32>
          }
          return
        }
        """);
    Operation replicate = module.collect(op -> op.name().equals("tf_device.replicate")).get(0);
    DenseArrayAttr segments = (DenseArrayAttr) replicate.attr("operandSegmentSizes");
    assertEquals(2, segments.rawValue(0));
    assertEquals(1, segments.rawValue(1));
    assertEquals(4, replicate.numResults());
    assertEquals(2, replicate.region(0).front().numArguments());
  }

  @Test
  void deviceTypesOfFullAndLegacyNames() {
    assertEquals("CPU", DeviceNames.deviceType("/job:w/replica:0/task:0/device:CPU:0"));
    assertEquals("TPU_SYSTEM", DeviceNames.deviceType("/job:w/replica:0/task:0/device:TPU_SYSTEM:0"));
    assertEquals("GPU", DeviceNames.deviceType("/job:w/gpu:1"));
    assertNull(DeviceNames.deviceType("bad_device"));
  }
}
