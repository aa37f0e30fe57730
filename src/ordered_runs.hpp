// Runs numbered jobs on several threads and hands their results on strictly in job order, so that
// what a command prints is the same bytes whatever the number of threads. At most a small window
// of finished results waits for an earlier, slower one: memory stays flat in the number of jobs.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace cli {

// `work(i)` for i in [0, count) on `threads` threads (1: on the calling thread, no thread started);
// `emit(result)` on the calling thread, in the order of i. `work` runs concurrently with itself and
// with `emit`. An exception from `work` reaches the caller when its turn to be emitted comes.
template <class Result, class Work, class Emit>
void run_in_order(std::size_t count, unsigned threads, Work work, Emit emit) {
    if (threads <= 1 || count <= 1) {
        for (std::size_t i = 0; i < count; ++i) emit(work(i));
        return;
    }
    struct Slot {
        std::optional<Result> result;
        std::exception_ptr error;
        bool done = false;
    };
    // Enough finished results to keep every thread busy while one job runs long.
    const std::size_t window = static_cast<std::size_t>(threads) * 8;
    std::vector<Slot> slots(window);
    std::mutex mutex;
    std::condition_variable finished, room;
    std::size_t next_job = 0, emitted = 0;
    bool stop = false;

    auto worker = [&] {
        for (;;) {
            std::size_t i;
            {
                std::unique_lock lock(mutex);
                room.wait(lock, [&] { return stop || next_job >= count || next_job < emitted + window; });
                if (stop || next_job >= count) return;
                i = next_job++;
            }
            Slot slot;
            try {
                slot.result.emplace(work(i));
            } catch (...) {
                slot.error = std::current_exception();
            }
            slot.done = true;
            {
                std::lock_guard lock(mutex);
                slots[i % window] = std::move(slot);
            }
            finished.notify_all();
        }
    };
    std::vector<std::thread> pool;
    auto join_all = [&] {
        {
            std::lock_guard lock(mutex);
            stop = true;
        }
        room.notify_all();
        for (auto& t : pool) t.join();
    };
    for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);
    try {
        for (std::size_t i = 0; i < count; ++i) {
            Slot slot;
            {
                std::unique_lock lock(mutex);
                finished.wait(lock, [&] { return slots[i % window].done; });
                slot = std::move(slots[i % window]);
                slots[i % window] = Slot{};
                ++emitted;
            }
            room.notify_all();
            if (slot.error) std::rethrow_exception(slot.error);
            emit(std::move(*slot.result));
        }
    } catch (...) {
        join_all();
        throw;
    }
    join_all();
}

}  // namespace cli
