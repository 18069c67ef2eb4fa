#include "http/requestframer.h"

#include <algorithm>
#include <limits>
#include <optional>

namespace dd::http {

namespace {

constexpr QByteArrayView headEnd("\r\n\r\n");

bool isTokenChar(char c)
{
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    return QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (const char c : text) {
        if (!isTokenChar(c))
            return false;
    }
    return true;
}

QByteArrayView trimmedSpaces(QByteArrayView text)
{
    while (!text.isEmpty() && (text.front() == ' ' || text.front() == '\t'))
        text = text.sliced(1);
    while (!text.isEmpty() && (text.back() == ' ' || text.back() == '\t'))
        text.chop(1);
    return text;
}

QList<QByteArrayView> splitLines(QByteArrayView head)
{
    QList<QByteArrayView> lines;
    qsizetype from = 0;
    while (true) {
        const qsizetype at = head.indexOf(QByteArrayView("\r\n"), from);
        if (at < 0) {
            lines.append(head.sliced(from));
            return lines;
        }
        lines.append(head.sliced(from, at - from));
        from = at + 2;
    }
}

QList<QByteArrayView> listMembers(QByteArrayView value)
{
    QList<QByteArrayView> members;
    qsizetype from = 0;
    while (from <= value.size()) {
        qsizetype comma = value.indexOf(',', from);
        if (comma < 0)
            comma = value.size();
        members.append(trimmedSpaces(value.sliced(from, comma - from)));
        from = comma + 1;
    }
    return members;
}

// A Content-Length member: plain decimal digits that fit in qint64, or nothing.
std::optional<qint64> decimalLength(QByteArrayView text)
{
    if (text.isEmpty())
        return std::nullopt;
    qint64 value = 0;
    for (const char c : text) {
        if (c < '0' || c > '9')
            return std::nullopt;
        const int digit = c - '0';
        if (value > (std::numeric_limits<qint64>::max() - digit) / 10)
            return std::nullopt;
        value = value * 10 + digit;
    }
    return value;
}

} // namespace

RequestFramer::RequestFramer(qsizetype maxHeadBytes, qint64 maxBodyBytes)
    : m_maxHeadBytes(maxHeadBytes)
    , m_maxBodyBytes(maxBodyBytes)
{
}

RequestFramer::Step RequestFramer::refuse(int status, const char *reason)
{
    m_refusalStatus = status;
    m_refusalReason = reason;
    return Step::Refused;
}

RequestFramer::Step RequestFramer::feed(QByteArray &input)
{
    if (m_refusalStatus != 0)
        return Step::Refused;
    if (!m_headDone && feedHead(input) == Step::Refused) {
        qsizetype lineEnd = input.indexOf('\n');
        lineEnd = lineEnd < 0 ? input.size() : lineEnd;
        if (lineEnd > 0 && input.at(lineEnd - 1) == '\r')
            --lineEnd;
        m_refusedLine = input.left(qMin<qsizetype>(lineEnd, 256));
        return Step::Refused;
    }
    if (!m_headDone)
        return Step::NeedMore;
    if (m_request.body.size() < m_bodyLength) {
        const qint64 missing = m_bodyLength - m_request.body.size();
        const qsizetype take = static_cast<qsizetype>(qMin<qint64>(missing, input.size()));
        m_request.body += QByteArrayView(input).first(take);
        input.remove(0, take);
        if (m_request.body.size() < m_bodyLength)
            return Step::NeedMore;
    }
    return Step::Complete;
}

RequestFramer::Step RequestFramer::feedHead(QByteArray &input)
{
    // Empty lines before a request line are ignored (RFC 9112 §2.2).
    qsizetype blank = 0;
    while (m_scanned == 0 && input.size() - blank >= 2 && input.at(blank) == '\r' && input.at(blank + 1) == '\n')
        blank += 2;
    input.remove(0, blank);

    const qsizetype end = input.indexOf(headEnd, qMax<qsizetype>(0, m_scanned - 3));
    const qsizetype checkedEnd = end < 0 ? input.size() : end + headEnd.size();
    for (qsizetype i = m_scanned; i < checkedEnd; ++i) {
        const char c = input.at(i);
        if (c == '\n' && (i == 0 || input.at(i - 1) != '\r'))
            return refuse(400, "bare LF in the request head");
        if (c == '\r' && i + 1 < input.size() && input.at(i + 1) != '\n')
            return refuse(400, "bare CR in the request head");
    }
    // A CR at the very end is checked again once its next byte arrives.
    m_scanned = (end < 0 && !input.isEmpty() && input.back() == '\r') ? checkedEnd - 1 : checkedEnd;
    if (end < 0) {
        if (input.size() > m_maxHeadBytes)
            return refuse(431, "request head over the size limit");
        return Step::NeedMore;
    }
    if (end + headEnd.size() > m_maxHeadBytes)
        return refuse(431, "request head over the size limit");
    if (parseHead(QByteArrayView(input).first(end)) == Step::Refused)
        return Step::Refused;
    input.remove(0, end + headEnd.size());
    m_scanned = 0;
    m_headDone = true;
    return Step::NeedMore;
}

Request RequestFramer::takeRequest()
{
    Request request = std::move(m_request);
    m_request = Request();
    m_headDone = false;
    m_expectContinue = false;
    m_bodyLength = 0;
    m_scanned = 0;
    return request;
}

RequestFramer::Step RequestFramer::parseHead(QByteArrayView head)
{
    const QList<QByteArrayView> lines = splitLines(head);
    if (parseRequestLine(lines.constFirst()) == Step::Refused)
        return Step::Refused;
    if (parseFields(lines.mid(1)) == Step::Refused)
        return Step::Refused;
    return applyFraming();
}

RequestFramer::Step RequestFramer::parseRequestLine(QByteArrayView line)
{
    const qsizetype firstSpace = line.indexOf(' ');
    const qsizetype secondSpace = firstSpace < 0 ? -1 : line.indexOf(' ', firstSpace + 1);
    if (secondSpace < 0 || line.indexOf(' ', secondSpace + 1) >= 0)
        return refuse(400, "malformed request line");
    const QByteArrayView method = line.first(firstSpace);
    const QByteArrayView target = line.sliced(firstSpace + 1, secondSpace - firstSpace - 1);
    const QByteArrayView version = line.sliced(secondSpace + 1);
    if (!isToken(method))
        return refuse(400, "malformed method");
    if (target.isEmpty())
        return refuse(400, "empty request target");
    for (const char c : target) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte <= 0x20 || byte >= 0x7f || c == '#')
            return refuse(400, "invalid byte in the request target");
    }
    if (version.size() != 8 || !version.startsWith("HTTP/") || version[6] != '.' || version[5] < '0' || version[5] > '9'
        || version[7] < '0' || version[7] > '9')
        return refuse(400, "malformed HTTP version");
    if (version[5] != '1')
        return refuse(505, "only HTTP/1.x is served");
    // A later 1.x minor version is answered as 1.1 (RFC 9110 §2.5).
    m_request.minorVersion = version[7] == '0' ? 0 : 1;

    QByteArrayView originForm = target;
    if (target.startsWith('/')) {
        // origin-form, the usual one
    } else if (target == "*" && method == "OPTIONS") {
        // asterisk-form
    } else {
        const qsizetype scheme = target.indexOf("://");
        const QByteArray schemeName = target.first(qMax<qsizetype>(0, scheme)).toByteArray().toLower();
        if (scheme < 0 || (schemeName != "http" && schemeName != "https"))
            return refuse(400, "unsupported request-target form");
        const qsizetype pathStart = target.indexOf('/', scheme + 3);
        originForm = pathStart < 0 ? QByteArrayView("/") : target.sliced(pathStart);
    }
    m_request.method = method.toByteArray();
    m_request.target = originForm.toByteArray();
    const qsizetype question = originForm.indexOf('?');
    m_request.path = (question < 0 ? originForm : originForm.first(question)).toByteArray();
    m_request.query = question < 0 ? QByteArray() : originForm.sliced(question + 1).toByteArray();
    return Step::NeedMore;
}

RequestFramer::Step RequestFramer::parseFields(const QList<QByteArrayView> &lines)
{
    for (const QByteArrayView line : lines) {
        if (line.isEmpty())
            return refuse(400, "empty header line");
        if (line.front() == ' ' || line.front() == '\t')
            return refuse(400, "obsolete line folding");
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0 || !isToken(line.first(colon)))
            return refuse(400, "malformed header field name");
        const QByteArrayView value = trimmedSpaces(line.sliced(colon + 1));
        for (const char c : value) {
            const auto byte = static_cast<unsigned char>(c);
            if (byte != '\t' && (byte < 0x20 || byte == 0x7f))
                return refuse(400, "control character in a header field");
        }
        m_request.headers.append({ line.first(colon).toByteArray().toLower(), value.toByteArray() });
    }
    return Step::NeedMore;
}

RequestFramer::Step RequestFramer::applyFraming()
{
    int hosts = 0;
    QList<QByteArrayView> lengths;
    QList<QByteArrayView> codings;
    bool hasTransferEncoding = false;
    bool close = false;
    bool keepAlive = false;
    for (const auto &[name, value] : std::as_const(m_request.headers)) {
        if (name == "host") {
            ++hosts;
        } else if (name == "content-length") {
            lengths += listMembers(value);
        } else if (name == "transfer-encoding") {
            hasTransferEncoding = true;
            for (const QByteArrayView member : listMembers(value)) {
                if (!member.isEmpty())
                    codings.append(member);
            }
        } else if (name == "expect") {
            m_expectContinue = value.toLower() == "100-continue";
        } else if (name == "connection") {
            for (const QByteArrayView member : listMembers(value)) {
                close = close || member.compare("close", Qt::CaseInsensitive) == 0;
                keepAlive = keepAlive || member.compare("keep-alive", Qt::CaseInsensitive) == 0;
            }
        }
    }
    if (hosts == 0 && m_request.minorVersion == 1)
        return refuse(400, "missing Host header");
    if (hosts > 1)
        return refuse(400, "several Host headers");
    m_request.keepAlive = !close && (m_request.minorVersion == 1 || keepAlive);

    if (hasTransferEncoding) {
        if (m_request.minorVersion == 0)
            return refuse(400, "Transfer-Encoding in an HTTP/1.0 request");
        if (!lengths.isEmpty())
            return refuse(400, "Content-Length together with Transfer-Encoding");
        const auto isChunked
            = [](QByteArrayView coding) { return coding.compare("chunked", Qt::CaseInsensitive) == 0; };
        if (codings.isEmpty() || !isChunked(codings.constLast()))
            return refuse(400, "Transfer-Encoding does not end in chunked");
        if (std::count_if(codings.cbegin(), codings.cend(), isChunked) > 1)
            return refuse(400, "chunked applied more than once");
        if (codings.size() > 1)
            return refuse(501, "unsupported transfer coding");
        return refuse(411, "chunked bodies are not accepted; send Content-Length");
    }
    std::optional<qint64> length;
    for (const QByteArrayView member : std::as_const(lengths)) {
        const std::optional<qint64> value = decimalLength(member);
        if (!value)
            return refuse(400, "Content-Length is not a non-negative decimal that fits");
        if (length && *length != *value)
            return refuse(400, "conflicting Content-Length values");
        length = value;
    }
    m_bodyLength = length.value_or(0);
    if (m_bodyLength > m_maxBodyBytes)
        return refuse(413, "announced body over the size limit");
    return Step::NeedMore;
}

} // namespace dd::http
