// Baseline for the sandbox benchmark: the least an HTTP/1.1 server can do on loopback. One thread,
// epoll, keep-alive; every request (headers and a Content-Length body) gets the same small JSON
// answer. wrk's rate against it, with the same script and connections as against directdesk-sandbox,
// is the raw loopback rate the sandbox's rate is compared with. Prints its port, then serves until
// killed. Usage: rawhttp_server
#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <unordered_map>

namespace {

constexpr std::string_view Answer = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 20\r\n"
                                    "Connection: keep-alive\r\n\r\n{\"status\":\"SUCCESS\"}";

// Bytes of the first complete request in `buffer` (headers and body), or 0 when it is incomplete.
size_t completeRequest(const std::string &buffer)
{
    const size_t end = buffer.find("\r\n\r\n");
    if (end == std::string::npos)
        return 0;
    size_t length = 0;
    for (size_t line = buffer.find("\r\n") + 2; line < end;) {
        const size_t next = buffer.find("\r\n", line);
        constexpr std::string_view Name = "content-length:";
        if (next - line > Name.size() && strncasecmp(buffer.data() + line, Name.data(), Name.size()) == 0)
            length = std::strtoul(buffer.data() + line + Name.size(), nullptr, 10);
        line = next + 2;
    }
    return buffer.size() >= end + 4 + length ? end + 4 + length : 0;
}

void serve(int fd, std::string &buffer)
{
    char chunk[16384];
    for (;;) {
        const ssize_t n = read(fd, chunk, sizeof chunk);
        if (n > 0) {
            buffer.append(chunk, size_t(n));
            continue;
        }
        if (n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK)) {
            close(fd);
            buffer.clear();
            return;
        }
        break;
    }
    std::string out;
    while (const size_t used = completeRequest(buffer)) {
        buffer.erase(0, used);
        out.append(Answer);
    }
    if (!out.empty() && write(fd, out.data(), out.size()) < 0)
        close(fd);
}

} // namespace

int main()
{
    const int listener = socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
    const int on = 1;
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof address;
    if (bind(listener, reinterpret_cast<sockaddr *>(&address), size) != 0 || listen(listener, 128) != 0
        || getsockname(listener, reinterpret_cast<sockaddr *>(&address), &size) != 0) {
        std::perror("rawhttp_server");
        return 1;
    }
    std::printf("%d\n", ntohs(address.sin_port));
    std::fflush(stdout);
    const int poller = epoll_create1(0);
    epoll_event event{};
    event.events = EPOLLIN;
    event.data.fd = listener;
    epoll_ctl(poller, EPOLL_CTL_ADD, listener, &event);
    std::unordered_map<int, std::string> buffers;
    epoll_event ready[64];
    for (;;) {
        const int count = epoll_wait(poller, ready, 64, -1);
        for (int i = 0; i < count; ++i) {
            const int fd = ready[i].data.fd;
            if (fd != listener) {
                serve(fd, buffers[fd]);
                continue;
            }
            for (int client; (client = accept4(listener, nullptr, nullptr, SOCK_NONBLOCK)) >= 0;) {
                setsockopt(client, IPPROTO_TCP, TCP_NODELAY, &on, sizeof on);
                epoll_event added{};
                added.events = EPOLLIN;
                added.data.fd = client;
                epoll_ctl(poller, EPOLL_CTL_ADD, client, &added);
                buffers[client].clear();
            }
        }
    }
}
