package org.jmlir.translate.graphdef;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class NodeOrderTest {
  private static final boolean[] NONE = new boolean[6];

  @Test
  void staysOnTheDeviceItPlacedLast() {
    // 0:k(CPU) 1:a1(GPU0)<-k 2:b1(GPU1)<-k 3:a2(GPU1)<-a1 4:b2(GPU0)<-b1 5:m(CPU)<-a2,b2
    String[] names = {"k", "a1", "b1", "a2", "b2", "m"};
    String[] devices = {"/device:CPU:0", "/device:GPU:0", "/device:GPU:1", "/device:GPU:1", "/device:GPU:0", "/device:CPU:0"};
    int[][] inputs = {{}, {0}, {0}, {1}, {2}, {3, 4}};
    assertArrayEquals(new int[] {0, 1, 3, 2, 4, 5}, NodeOrder.order(names, devices, inputs, NONE, NONE));
  }

  @Test
  void withoutDevicesReadyNodesGoLastReadiedFirst() {
    // Two roots: the walk from _SOURCE takes "b" before "a", so "a" is nearer the root in post order.
    String[] names = {"b", "a", "c"};
    String[] devices = {"", "", ""};
    int[][] inputs = {{}, {}, {0, 1}};
    assertArrayEquals(new int[] {1, 0, 2}, NodeOrder.order(names, devices, inputs, new boolean[3], new boolean[3]));
  }

  @Test
  void leavesOutNodesOnACycle() {
    String[] names = {"x", "y", "z"};
    int[][] inputs = {{}, {2}, {1}};
    assertEquals(1, NodeOrder.order(names, new String[] {"", "", ""}, inputs, new boolean[3], new boolean[3]).length);
  }

  @Test
  void completesDeviceNamesAsTensorFlow() {
    assertEquals("/job:a/replica:0/task:0/device:CPU:0", DeviceNames.complete("/job:a/replica:0/task:0"));
    assertEquals("/device:GPU:2", DeviceNames.complete("/gpu:2"));
    assertEquals("/device:CPU:0", DeviceNames.complete("/cpu:*"));
    assertEquals("/job:w/device:TPU:0", DeviceNames.complete("/job:w/device:TPU"));
    assertEquals("/device:CPU:0", DeviceNames.complete("/job:*"));
    assertEquals("", DeviceNames.complete(""));
    assertNull(DeviceNames.complete("cpu:0"));
    assertNull(DeviceNames.complete("/job:1x"));
    assertNull(DeviceNames.complete("/replica:x"));
  }
}
