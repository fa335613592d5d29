<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Banner</name>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="67"/>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Catalog</name>
    <message>
        <location filename="../../qwen_desktop/core/catalog.py" line="52"/>
        <source>Smallest and fastest to load; noticeably weaker answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/catalog.py" line="59"/>
        <source>Small; answers a little weaker than Q4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/catalog.py" line="64"/>
        <source>Small and fast; older format, slightly weaker than Q4_K_M.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/catalog.py" line="71"/>
        <source>Recommended: the best balance of size, speed and quality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/catalog.py" line="79"/>
        <source>A little better answers, a little slower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/catalog.py" line="84"/>
        <source>Close to full quality; slower and larger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/catalog.py" line="89"/>
        <source>Practically full quality; the slowest quantized file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/core/catalog.py" line="94"/>
        <source>Unquantized; largest and slowest, for comparison.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Composer</name>
    <message>
        <location filename="../../qwen_desktop/ui/composer.py" line="17"/>
        <source>Message Qwen… (Enter to send, Shift+Enter for a new line)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConversationSidebar</name>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="41"/>
        <source>Search all conversations (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="46"/>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="102"/>
        <source>New conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="48"/>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="51"/>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="97"/>
        <source>No messages match “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="135"/>
        <source>Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="136"/>
        <source>Unpin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="136"/>
        <source>Pin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="138"/>
        <source>Export as Markdown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="140"/>
        <source>Export as JSON…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="143"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="148"/>
        <source>Rename conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="148"/>
        <source>Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/sidebar.py" line="166"/>
        <source>Deleted “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DownloadDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="64"/>
        <source>Get a model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="71"/>
        <source>Qwen Desktop answers with an AI model that runs on this computer. Download one model file once; after that, everything works offline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="81"/>
        <source>(downloaded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="91"/>
        <source>Mirror address (optional), e.g. https://hf-mirror.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="94"/>
        <source>If huggingface.co cannot be reached from your network, enter a mirror that serves the same files. Proxies set in the environment are used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="111"/>
        <source>Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="113"/>
        <source>Cancel download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="115"/>
        <source>Import a GGUF file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="117"/>
        <source>Use a folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="119"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="177"/>
        <source>Needs %1 · %2 free in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="184"/>
        <source>Downloading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="187"/>
        <source>Resume (%1 of %2 done)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="193"/>
        <source>Download</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="210"/>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="216"/>
        <source>Pausing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="226"/>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="268"/>
        <source>Download cancelled; the partial file was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="232"/>
        <source>Checking the file (SHA-256)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="237"/>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="239"/>
        <source>%1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="242"/>
        <source>%1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="249"/>
        <source>Downloaded and verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="262"/>
        <source>Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="269"/>
        <source>Paused. Resume continues where it stopped, even after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="277"/>
        <source>Import a GGUF model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="277"/>
        <source>GGUF models (*.gguf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="283"/>
        <source>Folder with GGUF models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/download_dialog.py" line="310"/>
        <source>No usable GGUF chat model was found in %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Errors</name>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="20"/>
        <source>the file does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="21"/>
        <source>Download the model again or choose another file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="26"/>
        <source>this is a folder, not a model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="27"/>
        <source>Choose a .gguf file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="30"/>
        <source>the file cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="31"/>
        <source>Check the file&apos;s permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="34"/>
        <source>this is not a GGUF model file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="35"/>
        <source>Choose a .gguf file made for llama.cpp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="38"/>
        <source>this GGUF version is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="39"/>
        <source>Use a file converted with a recent llama.cpp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="42"/>
        <source>the file is incomplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="43"/>
        <source>The download was probably interrupted: delete the file and download it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="49"/>
        <source>the file is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="50"/>
        <source>Delete the file and download it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="53"/>
        <source>this model architecture is not supported by the built-in llama.cpp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="56"/>
        <source>Use a Qwen2.5 GGUF file or update the app.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="59"/>
        <source>the file has no chat template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="60"/>
        <source>Use an Instruct (chat) model, not a base model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="63"/>
        <source>there is not enough memory to load it with these settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="66"/>
        <source>Close other programs, pick a smaller quantization or a smaller context size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="72"/>
        <source>llama.cpp could not load it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="73"/>
        <source>The file may be damaged or made for a newer llama.cpp: download it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="84"/>
        <source>There is no connection to the download server. Check your network (or proxy) and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="89"/>
        <source>The server&apos;s name could not be found. Check the network, or set a mirror address that you can reach.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="94"/>
        <source>The server does not have this file (404). Check the mirror address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="97"/>
        <source>The download server had a problem. Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="100"/>
        <source>The connection kept dropping. What was downloaded is kept; try again to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="104"/>
        <source>There is not enough free disk space. Free some space and try again; what was downloaded is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="109"/>
        <source>The app may not write to the models folder. Check its permissions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="112"/>
        <source>The downloaded file was damaged (its checksum is wrong) and was deleted. Try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="116"/>
        <source>Offline mode is on (HF_HUB_OFFLINE), so nothing can be downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="129"/>
        <source>Cannot load the model “%1”: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="138"/>
        <source>This message is too long: it needs %1 tokens, but the context window holds %2. Shorten it, or raise the context size in Settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="147"/>
        <source>No model is loaded yet. Open a model file first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="151"/>
        <source>The model failed while answering. Try again; your conversation is kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/error_text.py" line="154"/>
        <source>Something went wrong: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="123"/>
        <source>Send</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="125"/>
        <source>Send the message (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="127"/>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="129"/>
        <source>Stop the reply (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="162"/>
        <location filename="../../qwen_desktop/ui/main_window.py" line="298"/>
        <source>No model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="184"/>
        <source>Open a model to start (Ctrl+O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="199"/>
        <source>&amp;New conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="202"/>
        <source>&amp;Open model file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="205"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="209"/>
        <source>&amp;Get a model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="212"/>
        <source>&amp;Models…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="214"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="215"/>
        <source>&amp;Stop reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="217"/>
        <source>&amp;Focus the message box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="221"/>
        <source>&amp;Copy last reply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="224"/>
        <source>&amp;Search conversations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="226"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="231"/>
        <source>&amp;Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="259"/>
        <source>Open a GGUF model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="259"/>
        <source>GGUF models (*.gguf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="272"/>
        <source>Loading %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="281"/>
        <source>%1
context %2 tokens, %3 threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="288"/>
        <location filename="../../qwen_desktop/ui/main_window.py" line="389"/>
        <location filename="../../qwen_desktop/ui/main_window.py" line="413"/>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="300"/>
        <source>The model could not be loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="315"/>
        <source>No model is loaded yet. Open a model file first (Ctrl+O).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="345"/>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="353"/>
        <source>Writing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="362"/>
        <source>≈%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="384"/>
        <source>%1 tokens/s · %2 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="388"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="419"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="449"/>
        <source>Editing a message: sending replaces it and everything after it. Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="491"/>
        <source>Your conversation history could not be read and was set aside as %1. A new history was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="531"/>
        <source>Export conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="547"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="547"/>
        <source>Qwen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="548"/>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="556"/>
        <source>Could not export: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="559"/>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="564"/>
        <source>Import a conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="564"/>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="576"/>
        <source>This file is not a conversation that can be imported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="594"/>
        <source>Reply copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="600"/>
        <source>Some settings could not be used and were reset: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="604"/>
        <source>The old file was kept as %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="638"/>
        <source>Your settings are in use but could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/main_window.py" line="654"/>
        <source>The %1 model is not downloaded yet. Download it to use it; until then the current model stays loaded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MarkdownView</name>
    <message>
        <location filename="../../qwen_desktop/ui/markdown_view.py" line="203"/>
        <source>Copy code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MessageWidget</name>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="37"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="37"/>
        <source>Qwen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="60"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="60"/>
        <source>Copy this message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="63"/>
        <source>Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="63"/>
        <source>Edit this message and send it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="67"/>
        <source>Regenerate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="67"/>
        <source>Write this reply again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="71"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="71"/>
        <source>Remove this message from the conversation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="153"/>
        <source>first token %1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="154"/>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="155"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="158"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="159"/>
        <source>reached the max tokens limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="160"/>
        <source>context window full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/message_widget.py" line="166"/>
        <source>Prompt: %1 tokens, %2 evaluated (the rest came from the cache)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelManager</name>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="48"/>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="55"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="55"/>
        <source>Quantization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="55"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="55"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="64"/>
        <source>Use this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="65"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="66"/>
        <source>Check file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="67"/>
        <source>Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="68"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="110"/>
        <source>in use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="111"/>
        <source>imported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="121"/>
        <source>No models yet. Download one or import a GGUF file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="139"/>
        <source>This model is in use. Choose another one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="148"/>
        <source>Could not delete it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="151"/>
        <source>Deleted %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="159"/>
        <source>Checking %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="166"/>
        <source>%1 is intact.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="169"/>
        <source>%1 is damaged: %2. Delete it and download it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="176"/>
        <source>Import a GGUF model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="176"/>
        <source>GGUF models (*.gguf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/model_manager.py" line="190"/>
        <source>Imported %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="34"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="43"/>
        <source>How strongly the model is compressed. Smaller files load faster and use less memory; larger ones answer a little better but more slowly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="47"/>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="49"/>
        <source>recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="50"/>
        <source>downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="50"/>
        <source>not downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="56"/>
        <source>CPU threads used by the model. The number of physical cores is fastest; more threads than cores slows it down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="61"/>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="206"/>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="63"/>
        <source>How much of the conversation the model can see at once. Larger remembers more but uses more memory and makes long conversations slower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="71"/>
        <source>Fast answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="71"/>
        <source>Balanced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="72"/>
        <source>Creative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="72"/>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="77"/>
        <source>Fast answers: short, deterministic replies. Balanced: Qwen&apos;s recommended settings. Creative: more varied, longer replies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="81"/>
        <source>Randomness. 0 always picks the most likely word (repeatable, focused); higher values give more varied but less reliable text. No effect on speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="84"/>
        <source>Only words within this share of probability are considered. Lower is more focused, higher more varied. No effect on speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="88"/>
        <source>Only this many of the most likely words are considered (0 = no limit). Lower is more focused. No effect on speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="91"/>
        <source>Drops words far less likely than the best one. Higher is more focused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="93"/>
        <source>Discourages repeating the same words. 1.0 is off; too high makes text odd.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="97"/>
        <source>The longest reply, in tokens (about ¾ of an English word or one Chinese character). Lower values give faster, shorter answers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="102"/>
        <source>Instructions the model reads before every conversation. A long system prompt uses context and slows the first reply slightly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="110"/>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="118"/>
        <source>Same as the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="110"/>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="111"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="114"/>
        <source>Light or dark colours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="115"/>
        <source>Text size, in points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="122"/>
        <source>The language of the app&apos;s menus and messages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="124"/>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="126"/>
        <source>Quantization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="127"/>
        <source>CPU threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="128"/>
        <source>Context size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="129"/>
        <source>Answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="131"/>
        <source>Preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="132"/>
        <source>Temperature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="133"/>
        <source>Top-p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="134"/>
        <source>Top-k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="135"/>
        <source>Min-p</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="136"/>
        <source>Repeat penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="137"/>
        <source>Max new tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="138"/>
        <source>System prompt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="139"/>
        <source>Appearance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="141"/>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="142"/>
        <source>Font size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../qwen_desktop/ui/settings_dialog.py" line="143"/>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
