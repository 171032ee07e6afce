#!/usr/bin/env python3
"""The independent reference of the device kit's figures (bench/gpu/devkit/device.sh), with torch on
the same GPU in the same run: the element-wise work of bandwidth.mlir (y = 2 x + y over 2^26 f32, in
place: 12 bytes per element), a device-to-device copy of 2^26 f32 (8 bytes per element), and fp32
matrix products (TF32 off) of 4096 and 1024. Each: warm-up, then REPS runs between CUDA events.
Prints one `torch <what>: <value>` line per figure."""
import torch

torch.backends.cuda.matmul.allow_tf32 = False
torch.backends.cudnn.allow_tf32 = False
dev = torch.device("cuda")
print(f"torch {torch.__version__}, {torch.cuda.get_device_name(0)}")


def timed(fn, reps):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(reps):
        fn()
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end) / 1e3 / reps


n = 1 << 26
x = torch.ones(n, device=dev)
y = torch.full((n,), 2.0, device=dev)
t = timed(lambda: y.add_(x, alpha=2.0), 20)
print(f"torch elementwise y += 2x (2^26 f32): {12 * n / t / 1e9:.0f} GB/s")
t = timed(lambda: y.copy_(x), 20)
print(f"torch copy (2^26 f32): {8 * n / t / 1e9:.0f} GB/s")
del x, y
for size in (4096, 1024):
    a = torch.ones(size, size, device=dev)
    b = torch.ones(size, size, device=dev)
    t = timed(lambda: torch.matmul(a, b), 20)
    print(f"torch matmul {size} fp32: {2 * size ** 3 / t / 1e12:.2f} TFLOP/s")
